ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "freshness_asked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_live_confirmed_idx" ON "properties" USING btree ("confirmed_at","id") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_confirmed_idx" ON "properties" USING btree ("city","confirmed_at","id") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_active_confirmed_idx" ON "properties" USING btree ("confirmed_at") WHERE status = 'ACTIVE' and deleted_at is null;