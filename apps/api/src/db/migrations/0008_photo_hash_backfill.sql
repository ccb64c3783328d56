-- Photos uploaded before 0007 have no perceptual hash: media/photo-hash-backfill.ts walks them in id
-- order, and this index keeps each of its batches a short range scan however many rows are hashed.
CREATE INDEX "listing_images_unhashed_idx" ON "listing_images" USING btree ("id") WHERE "listing_images"."perceptual_hash" is null;
