CREATE TYPE "public"."guest_frequency" AS ENUM('RARELY', 'SOMETIMES', 'OFTEN');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('USER', 'SYSTEM');--> statement-breakpoint
CREATE TABLE "roommate_hides" (
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_hides_user_id_target_id_pk" PRIMARY KEY("user_id","target_id"),
	CONSTRAINT "roommate_hides_not_self" CHECK ("roommate_hides"."user_id" <> "roommate_hides"."target_id")
);
--> statement-breakpoint
CREATE TABLE "roommate_interests" (
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_interests_user_id_target_id_pk" PRIMARY KEY("user_id","target_id"),
	CONSTRAINT "roommate_interests_not_self" CHECK ("roommate_interests"."user_id" <> "roommate_interests"."target_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" "message_kind" DEFAULT 'USER' NOT NULL;--> statement-breakpoint
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
ALTER TABLE "roommate_hides" ADD CONSTRAINT "roommate_hides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_hides" ADD CONSTRAINT "roommate_hides_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_interests" ADD CONSTRAINT "roommate_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_interests" ADD CONSTRAINT "roommate_interests_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roommate_interests_target_idx" ON "roommate_interests" USING btree ("target_id","user_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cleanliness_level_range" CHECK ("profiles"."cleanliness_level" between 1 and 5);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_budget_order" CHECK ("profiles"."budget_min" <= "profiles"."budget_max");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_preferred_age_order" CHECK ("profiles"."preferred_age_min" <= "profiles"."preferred_age_max");