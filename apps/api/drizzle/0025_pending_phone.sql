DROP INDEX "users_phone_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."is_phone_verified";--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");