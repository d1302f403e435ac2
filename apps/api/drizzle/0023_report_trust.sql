ALTER TABLE "users" ADD COLUMN "email_canonical" text GENERATED ALWAYS AS (case when split_part(email, '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(email, '@', 1), '+', 1), '.', '') || '@gmail.com'
    else split_part(split_part(email, '@', 1), '+', 1) || '@' || split_part(email, '@', 2) end) STORED;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "network_key" text;--> statement-breakpoint
CREATE INDEX "users_email_canonical_idx" ON "users" USING btree ("email_canonical");