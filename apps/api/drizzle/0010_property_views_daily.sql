CREATE TABLE "property_views_daily" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_views_daily_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
ALTER TABLE "property_views_daily" ADD CONSTRAINT "property_views_daily_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;