CREATE TABLE "tenancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text NOT NULL,
	"rent_monthly" integer NOT NULL,
	"deposit_amount" integer NOT NULL,
	"start_date" date NOT NULL,
	"term_months" smallint NOT NULL,
	"lock_in_months" smallint NOT NULL,
	"notice_days" smallint NOT NULL,
	"rent_due_day" smallint NOT NULL,
	"includes" text[] NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancies_amounts" CHECK ("tenancies"."rent_monthly" > 0 and "tenancies"."deposit_amount" > 0),
	CONSTRAINT "tenancies_lock_in" CHECK ("tenancies"."lock_in_months" between 0 and "tenancies"."term_months"),
	CONSTRAINT "tenancies_rent_due_day" CHECK ("tenancies"."rent_due_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "tenancy_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "tenancy_deductions_amount" CHECK ("tenancy_deductions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tenancy_deposits" (
	"tenancy_id" integer PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"refund_amount" integer,
	"refund_paid_at" timestamp with time zone,
	"refund_confirmed_at" timestamp with time zone,
	"refund_confirmed_by" integer
);
--> statement-breakpoint
CREATE TABLE "tenancy_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"actor_id" integer,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_report_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_report_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"room" text NOT NULL,
	"item" text NOT NULL,
	"condition" text NOT NULL,
	"note" text,
	"added_by" integer,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_report_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_report_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_report_signatures" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"ip" text,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_report_signatures_report_id_user_id_revision_pk" PRIMARY KEY("report_id","user_id","revision")
);
--> statement-breakpoint
CREATE TABLE "tenancy_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"sealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenancy_tenants" (
	"tenancy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "tenancy_tenants_tenancy_id_user_id_pk" PRIMARY KEY("tenancy_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_codes" ADD CONSTRAINT "tenancy_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_deductions" ADD CONSTRAINT "tenancy_deductions_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_refund_confirmed_by_users_id_fk" FOREIGN KEY ("refund_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_events" ADD CONSTRAINT "tenancy_events_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_events" ADD CONSTRAINT "tenancy_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_report_items" ADD CONSTRAINT "tenancy_report_items_report_id_tenancy_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."tenancy_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_report_items" ADD CONSTRAINT "tenancy_report_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_report_photos" ADD CONSTRAINT "tenancy_report_photos_item_id_tenancy_report_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tenancy_report_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_report_signatures" ADD CONSTRAINT "tenancy_report_signatures_report_id_tenancy_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."tenancy_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_report_signatures" ADD CONSTRAINT "tenancy_report_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_reports" ADD CONSTRAINT "tenancy_reports_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_reports" ADD CONSTRAINT "tenancy_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenants" ADD CONSTRAINT "tenancy_tenants_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenants" ADD CONSTRAINT "tenancy_tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenancies_owner_idx" ON "tenancies" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_codes_open_unique" ON "tenancy_codes" USING btree ("user_id","purpose") WHERE "tenancy_codes"."used_at" is null;--> statement-breakpoint
CREATE INDEX "tenancy_deductions_tenancy_idx" ON "tenancy_deductions" USING btree ("tenancy_id","id");--> statement-breakpoint
CREATE INDEX "tenancy_events_tenancy_idx" ON "tenancy_events" USING btree ("tenancy_id","id");--> statement-breakpoint
CREATE INDEX "tenancy_report_items_report_idx" ON "tenancy_report_items" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "tenancy_report_photos_item_idx" ON "tenancy_report_photos" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "tenancy_reports_tenancy_idx" ON "tenancy_reports" USING btree ("tenancy_id","id");--> statement-breakpoint
CREATE INDEX "tenancy_tenants_user_idx" ON "tenancy_tenants" USING btree ("user_id","tenancy_id");--> statement-breakpoint
CREATE FUNCTION "tenancy_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The log is only added to. The one change allowed is the foreign key's own: an actor whose
  -- account is deleted becomes null.
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.tenancy_id IS DISTINCT FROM OLD.tenancy_id
     OR NEW.type IS DISTINCT FROM OLD.type OR NEW.at IS DISTINCT FROM OLD.at
     OR NEW.actor_id IS NOT NULL AND NEW.actor_id IS DISTINCT FROM OLD.actor_id THEN
    RAISE EXCEPTION 'tenancy_events rows are never changed';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tenancy_events_append_only" BEFORE UPDATE ON "tenancy_events" FOR EACH ROW EXECUTE FUNCTION "tenancy_events_append_only"();
