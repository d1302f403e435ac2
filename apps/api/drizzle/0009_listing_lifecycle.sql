DROP INDEX "properties_live_id_idx";--> statement-breakpoint
DROP INDEX "properties_live_rent_idx";--> statement-breakpoint
DROP INDEX "properties_live_city_id_idx";--> statement-breakpoint
DROP INDEX "properties_live_city_rent_idx";--> statement-breakpoint
DROP INDEX "properties_live_type_id_idx";--> statement-breakpoint
DROP INDEX "properties_live_type_rent_idx";--> statement-breakpoint
DROP INDEX "properties_live_city_type_id_idx";--> statement-breakpoint
DROP INDEX "properties_live_city_type_rent_idx";--> statement-breakpoint
DROP INDEX "properties_live_geo_idx";--> statement-breakpoint
-- The new values are used by the partial indexes below, in this same transaction; a value added
-- with ALTER TYPE ... ADD VALUE may not be used before its transaction commits, so the type is
-- replaced instead. The update trigger names the status column and must step aside meanwhile.
DROP TRIGGER "properties_localities_update" ON "properties";--> statement-breakpoint
ALTER TYPE "public"."property_status" RENAME TO "property_status_before_lifecycle";--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('DRAFT', 'ACTIVE', 'PAUSED', 'LET_AGREED', 'INACTIVE', 'PENDING', 'SUSPENDED', 'DELETED');--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE "public"."property_status" USING "status"::text::"public"."property_status";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'ACTIVE';--> statement-breakpoint
DROP TYPE "public"."property_status_before_lifecycle";--> statement-breakpoint
CREATE TRIGGER properties_localities_update AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.area IS DISTINCT FROM NEW.area OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.location_approximate IS DISTINCT FROM NEW.location_approximate)
  EXECUTE FUNCTION localities_follow_update();--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "let_agreed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_live_id_idx" ON "properties" USING btree ("id" DESC NULLS LAST) WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_rent_idx" ON "properties" USING btree ("rent","id") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_id_idx" ON "properties" USING btree ("city","id" DESC NULLS LAST) WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_rent_idx" ON "properties" USING btree ("city","rent","id") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_type_id_idx" ON "properties" USING btree ("property_type","id" DESC NULLS LAST) WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_type_rent_idx" ON "properties" USING btree ("property_type","rent","id") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_type_id_idx" ON "properties" USING btree ("city","property_type","id" DESC NULLS LAST) WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_type_rent_idx" ON "properties" USING btree ("city","property_type","rent","id") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_geo_idx" ON "properties" USING btree ("latitude","longitude","city","property_type","rent","id","location_approximate") WHERE status in ('ACTIVE', 'LET_AGREED') and deleted_at is null;