CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"city" "city",
	"property_type" "property_type",
	"min_rent" integer NOT NULL,
	"max_rent" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_searches_frequency_known" CHECK ("saved_searches"."frequency" in ('INSTANT', 'DAILY', 'OFF'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"mail_job_id" bigint,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("city","property_type","min_rent","max_rent");--> statement-breakpoint
CREATE INDEX "saved_search_matches_search_idx" ON "saved_search_matches" USING btree ("saved_search_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("user_id","frequency","emailed_at");