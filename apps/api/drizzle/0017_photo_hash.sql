ALTER TABLE "property_photos" ADD COLUMN "photo_hash" bigint;--> statement-breakpoint
CREATE INDEX "property_photos_hash_chunk0_idx" ON "property_photos" USING btree ((("photo_hash" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "property_photos_hash_chunk1_idx" ON "property_photos" USING btree ((("photo_hash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "property_photos_hash_chunk2_idx" ON "property_photos" USING btree ((("photo_hash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "property_photos_hash_chunk3_idx" ON "property_photos" USING btree ((("photo_hash" >> 0) & 65535));