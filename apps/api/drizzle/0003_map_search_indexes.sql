-- Trigram matching for place autocomplete; trusted contrib on PostgreSQL, loaded by the PGlite client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "properties_live_geo_idx" ON "properties" USING btree ("latitude","longitude","rent","property_type") WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_area_trgm_idx" ON "properties" USING gin (lower("area") gin_trgm_ops) WHERE status = 'ACTIVE' and deleted_at is null;