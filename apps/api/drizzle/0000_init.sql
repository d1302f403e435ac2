CREATE TYPE "public"."city" AS ENUM('delhi', 'mumbai', 'bengaluru', 'jaipur', 'pune', 'ahmedabad', 'hyderabad');--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('VERIFY_EMAIL', 'RESET_PASSWORD');--> statement-breakpoint
CREATE TYPE "public"."contact_type" AS ENUM('contact', 'report');--> statement-breakpoint
CREATE TYPE "public"."education" AS ENUM('SCHOOL', 'HIGHER_SECONDARY', 'DIPLOMA', 'BACHELOR', 'MASTER', 'DOCTORATE', 'PROFESSIONAL', 'VOCATIONAL', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."facing" AS ENUM('NORTH', 'SOUTH', 'EAST', 'WEST');--> statement-breakpoint
CREATE TYPE "public"."favorite_type" AS ENUM('PROPERTY', 'CONVERSATION');--> statement-breakpoint
CREATE TYPE "public"."food_preference" AS ENUM('VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN', 'VEGAN', 'JAIN', 'NO_PREFERENCE');--> statement-breakpoint
CREATE TYPE "public"."furnishing" AS ENUM('FULLY', 'SEMI', 'NOT');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE', 'OTHERS', 'PREFER_NOT_TO_SAY');--> statement-breakpoint
CREATE TYPE "public"."gender_preference" AS ENUM('MALE', 'FEMALE', 'ANY');--> statement-breakpoint
CREATE TYPE "public"."lifestyle" AS ENUM('EARLY_BIRD', 'NIGHT_OWL', 'REGULAR', 'FLEXIBLE');--> statement-breakpoint
CREATE TYPE "public"."message_category" AS ENUM('INQUIRY', 'SUPPORT', 'REPORT');--> statement-breakpoint
CREATE TYPE "public"."message_priority" AS ENUM('HIGH', 'NORMAL', 'LOW');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('READ', 'UNREAD');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('DRAFT', 'ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED', 'DELETED');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('APARTMENT', 'HOUSE', 'SHARED_ROOM', 'PG', 'PRIVATE_ROOM');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('TENANT', 'LANDLORD', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."room_preference" AS ENUM('LOOKING_FOR_ROOM', 'LOOKING_FOR_ROOMMATE', 'PROPERTY_OWNER');--> statement-breakpoint
CREATE TYPE "public"."tenant_type" AS ENUM('BACHELOR', 'STUDENT', 'FAMILY', 'WORKING_PROFESSIONAL', 'NO_PREFERENCE');--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"type" "contact_type" DEFAULT 'contact' NOT NULL,
	"category" "message_category" DEFAULT 'SUPPORT' NOT NULL,
	"priority" "message_priority" DEFAULT 'NORMAL' NOT NULL,
	"status" "message_status" DEFAULT 'UNREAD' NOT NULL,
	"user_id" integer,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pair_key" text NOT NULL,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"client_id" uuid,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" "favorite_type" NOT NULL,
	"property_id" integer,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_target_matches_type" CHECK (("favorites"."type" = 'PROPERTY' and "favorites"."property_id" is not null and "favorites"."conversation_id" is null) or ("favorites"."type" = 'CONVERSATION' and "favorites"."conversation_id" is not null and "favorites"."property_id" is null))
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_interests" (
	"user_id" integer NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "user_interests_user_id_interest_id_pk" PRIMARY KEY("user_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"age" integer,
	"gender" "gender",
	"city" "city",
	"occupation" text,
	"education" "education",
	"room_preference" "room_preference",
	"budget" text,
	"preferred_roommate_gender" "gender_preference",
	"smoking" boolean,
	"drinking" boolean,
	"pets" boolean,
	"food_preference" "food_preference",
	"lifestyle" "lifestyle",
	"cleanliness" text,
	"landlord_terms_accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "amenities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"query" text PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"found" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"property_type" "property_type" NOT NULL,
	"rent" integer NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"security_deposit" integer NOT NULL,
	"maintenance" integer DEFAULT 0 NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"area_sq_ft" integer NOT NULL,
	"furnished" "furnishing" NOT NULL,
	"floor" integer DEFAULT 0 NOT NULL,
	"facing" "facing" NOT NULL,
	"building_age" integer DEFAULT 0 NOT NULL,
	"available_from" date NOT NULL,
	"status" "property_status" DEFAULT 'ACTIVE' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"gender_preference" "gender_preference" DEFAULT 'ANY' NOT NULL,
	"tenant_type" "tenant_type" DEFAULT 'NO_PREFERENCE' NOT NULL,
	"hospital_distance" real NOT NULL,
	"shopping_mall_distance" integer,
	"metro_station_distance" integer,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_policies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restrictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"property_contact_name" text NOT NULL,
	"property_contact_email" text NOT NULL,
	"property_contact_phone" text,
	"address_line1" text NOT NULL,
	"area" text,
	"city" "city" NOT NULL,
	"postal_code" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_approximate" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_amenities" (
	"property_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "property_amenities_property_id_amenity_id_pk" PRIMARY KEY("property_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"card_key" text NOT NULL,
	"alt_text" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" DEFAULT 'TENANT' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"avatar" text,
	"response_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_unique" ON "conversations" USING btree ("pair_key");--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_unique" ON "messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "messages_property_idx" ON "messages" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_property_unique" ON "favorites" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_conversation_unique" ON "favorites" USING btree ("user_id","conversation_id");--> statement-breakpoint
CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_name_unique" ON "interests" USING btree ("name");--> statement-breakpoint
CREATE INDEX "user_interests_interest_idx" ON "user_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("city");--> statement-breakpoint
CREATE INDEX "profiles_room_preference_idx" ON "profiles" USING btree ("room_preference");--> statement-breakpoint
CREATE UNIQUE INDEX "amenities_name_unique" ON "amenities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "properties_status_city_idx" ON "properties" USING btree ("status","city");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_live_id_idx" ON "properties" USING btree ("id" DESC NULLS LAST) WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_rent_idx" ON "properties" USING btree ("rent","id") WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_id_idx" ON "properties" USING btree ("city","id" DESC NULLS LAST) WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_rent_idx" ON "properties" USING btree ("city","rent","id") WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_type_id_idx" ON "properties" USING btree ("property_type","id" DESC NULLS LAST) WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_type_rent_idx" ON "properties" USING btree ("property_type","rent","id") WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_type_id_idx" ON "properties" USING btree ("city","property_type","id" DESC NULLS LAST) WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_type_rent_idx" ON "properties" USING btree ("city","property_type","rent","id") WHERE status = 'ACTIVE' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "property_photos_one_primary" ON "property_photos" USING btree ("property_id") WHERE is_primary;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"));