-- Photos stored before 0007 have no perceptual hash. They are marked here, once: the backfill
-- (media/photo-hash-backfill.ts) hashes the marked ones and clears the mark, and photos stored
-- later (uploads hash themselves; seeded ones are not uploads) are never read again.
ALTER TABLE "listing_images" ADD COLUMN "hash_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "listing_images" SET "hash_pending" = true WHERE "perceptual_hash" IS NULL;--> statement-breakpoint
CREATE INDEX "listing_images_hash_pending_idx" ON "listing_images" USING btree ("id") WHERE "listing_images"."hash_pending";
