CREATE TABLE "listing_counts" (
	"brand_key" text NOT NULL,
	"city_key" text NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"year" integer NOT NULL,
	"price_bucket" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_pk" PRIMARY KEY("brand_key","city_key","fuel_type","transmission","year","price_bucket")
);
--> statement-breakpoint
CREATE TABLE "listing_name_counts" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_name_counts_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
CREATE TABLE "listing_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"city_key" text NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"year" integer NOT NULL,
	"price" integer NOT NULL,
	"km_driven" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- The public listings already there, before the indexes (building an index once is far cheaper
-- than growing 22 of them row by row). Triggers keep it current from 0002 on.
INSERT INTO "listing_search" ("id", "brand_key", "city_key", "fuel_type", "transmission", "year", "price", "km_driven", "created_at", "search_text", "search_vector")
SELECT "id", lower("brand_name"), lower("city_name"), "fuel_type", "transmission", "year", "price", "km_driven", "created_at", "search_text", "search_vector"
FROM "listings" WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "listing_search_created_idx" ON "listing_search" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listing_search_price_idx" ON "listing_search" USING btree ("price");--> statement-breakpoint
CREATE INDEX "listing_search_year_idx" ON "listing_search" USING btree ("year","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_km_idx" ON "listing_search" USING btree ("km_driven");--> statement-breakpoint
CREATE INDEX "listing_search_brand_created_idx" ON "listing_search" USING btree ("brand_key","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_brand_price_idx" ON "listing_search" USING btree ("brand_key","price");--> statement-breakpoint
CREATE INDEX "listing_search_brand_year_idx" ON "listing_search" USING btree ("brand_key","year","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_brand_km_idx" ON "listing_search" USING btree ("brand_key","km_driven");--> statement-breakpoint
CREATE INDEX "listing_search_city_created_idx" ON "listing_search" USING btree ("city_key","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_city_fuel_price_idx" ON "listing_search" USING btree ("city_key","fuel_type","price");--> statement-breakpoint
CREATE INDEX "listing_search_fuel_created_idx" ON "listing_search" USING btree ("fuel_type","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_fuel_price_idx" ON "listing_search" USING btree ("fuel_type","price");--> statement-breakpoint
CREATE INDEX "listing_search_fuel_year_idx" ON "listing_search" USING btree ("fuel_type","year","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_fuel_km_idx" ON "listing_search" USING btree ("fuel_type","km_driven");--> statement-breakpoint
CREATE INDEX "listing_search_transmission_created_idx" ON "listing_search" USING btree ("transmission","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_transmission_price_idx" ON "listing_search" USING btree ("transmission","price");--> statement-breakpoint
CREATE INDEX "listing_search_transmission_year_idx" ON "listing_search" USING btree ("transmission","year","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_transmission_km_idx" ON "listing_search" USING btree ("transmission","km_driven");--> statement-breakpoint
CREATE INDEX "listing_search_year_km_idx" ON "listing_search" USING btree ("year","km_driven");--> statement-breakpoint
CREATE INDEX "listing_search_year_price_idx" ON "listing_search" USING btree ("year","price");--> statement-breakpoint
CREATE INDEX "listing_search_text_trgm_idx" ON "listing_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_search_vector_idx" ON "listing_search" USING gin ("search_vector");