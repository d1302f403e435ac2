CREATE TYPE "public"."ui_language" AS ENUM('en', 'hi');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_language" "ui_language" DEFAULT 'en' NOT NULL;