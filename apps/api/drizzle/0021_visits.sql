ALTER TYPE "public"."message_kind" ADD VALUE 'VISIT';--> statement-breakpoint
CREATE TABLE "visit_hours" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"visit_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_reviews_rating" CHECK ("visit_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"proposed_by" text NOT NULL,
	"starts_at" timestamp with time zone,
	"duration_minutes" smallint NOT NULL,
	"note" text,
	"reason" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"conversation_id" integer,
	"tenant_outcome" boolean,
	"owner_outcome" boolean,
	"outcome_reported_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visits_duration" CHECK ("visits"."duration_minutes" in (30, 45, 60))
);
--> statement-breakpoint
ALTER TABLE "visit_hours" ADD CONSTRAINT "visit_hours_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD CONSTRAINT "visit_reviews_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD CONSTRAINT "visit_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD CONSTRAINT "visit_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_reviews_once" ON "visit_reviews" USING btree ("visit_id","author_id");--> statement-breakpoint
CREATE INDEX "visit_reviews_subject_idx" ON "visit_reviews" USING btree ("subject_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_open_unique" ON "visits" USING btree ("tenant_id","property_id") WHERE "visits"."status" in ('PROPOSED', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "visits_confirmed_idx" ON "visits" USING btree ("property_id","starts_at") WHERE "visits"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "visits_tenant_idx" ON "visits" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "visits_owner_idx" ON "visits" USING btree ("owner_id","id");