CREATE TYPE "public"."guest_frequency" AS ENUM('RARELY', 'SOMETIMES', 'OFTEN');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "budget_min" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "budget_max" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "move_in_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "preferred_localities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cleanliness_level" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "guests" "guest_frequency";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "works_from_home" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "preferred_age_min" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "preferred_age_max" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cleanliness_level_range" CHECK ("profiles"."cleanliness_level" between 1 and 5);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_budget_order" CHECK ("profiles"."budget_min" <= "profiles"."budget_max");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_preferred_age_order" CHECK ("profiles"."preferred_age_min" <= "profiles"."preferred_age_max");