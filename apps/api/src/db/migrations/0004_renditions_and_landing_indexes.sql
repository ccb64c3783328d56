ALTER TABLE "listing_images" ADD COLUMN "renditions" jsonb;--> statement-breakpoint
CREATE INDEX "listings_status_city_brand_model_idx" ON "listings" USING btree ("status","city_id","brand_id","model_name","brand_name","price");--> statement-breakpoint
CREATE INDEX "listings_status_brand_city_model_idx" ON "listings" USING btree ("status","brand_id","city_id","model_name","city_name","price");