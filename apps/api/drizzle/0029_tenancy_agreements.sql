CREATE TABLE "tenancy_agreement_acceptances" (
	"agreement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenancy_agreement_acceptances_agreement_id_user_id_pk" PRIMARY KEY("agreement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenancy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lang" text NOT NULL,
	"clauses" jsonb NOT NULL,
	"flags" text[] NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"stamp_certificate_number" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenancy_deductions" ADD COLUMN "report_item_id" integer;--> statement-breakpoint
ALTER TABLE "tenancy_deductions" ADD COLUMN "invoice_key" text;--> statement-breakpoint
ALTER TABLE "tenancy_deductions" ADD COLUMN "invoice_sha256" text;--> statement-breakpoint
ALTER TABLE "tenancy_agreement_acceptances" ADD CONSTRAINT "tenancy_agreement_acceptances_agreement_id_tenancy_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tenancy_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_agreement_acceptances" ADD CONSTRAINT "tenancy_agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_agreements" ADD CONSTRAINT "tenancy_agreements_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_agreements" ADD CONSTRAINT "tenancy_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_agreements_version_unique" ON "tenancy_agreements" USING btree ("tenancy_id","version");--> statement-breakpoint
ALTER TABLE "tenancy_deductions" ADD CONSTRAINT "tenancy_deductions_report_item_id_tenancy_report_items_id_fk" FOREIGN KEY ("report_item_id") REFERENCES "public"."tenancy_report_items"("id") ON DELETE set null ON UPDATE no action;