ALTER TABLE "properties" ADD COLUMN "owner_suspended_until" timestamp with time zone;--> statement-breakpoint
UPDATE "properties" p SET "owner_suspended_until" = u."suspended_until" FROM "users" u WHERE u."id" = p."owner_id" AND u."suspended_until" > now();
