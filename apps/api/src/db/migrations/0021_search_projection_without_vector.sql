-- Decision 045: the search projection keeps no tsvector. It was a third of a row (93 of 269 bytes),
-- read only for words under three letters; such a word now matches the start of a word of the
-- search text or of the variant through the trigram indexes. A narrower row is fewer pages to
-- visit and to keep in shared buffers for every search, with words or without.
--
-- The projection is built again beside the old one rather than altered in place: an UPDATE of every
-- row with 22 indexes took 6 minutes at 1,000,000 listings, and ALTER TABLE would have held every
-- search waiting for all of it. Here writers of listings wait (their triggers write the projection)
-- while searches go on reading the old projection, until the swap at the end.
LOCK TABLE "listings" IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "listing_search_next" (
	"id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"city_key" text NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"year" integer NOT NULL,
	"price" integer NOT NULL,
	"km_driven" integer NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL,
	"search_text" text NOT NULL,
	"variant_key" text DEFAULT '' NOT NULL,
	"model_key" text DEFAULT '' NOT NULL,
	"body_type" text,
	"owners" integer DEFAULT 1 NOT NULL,
	"price_reduced_at" timestamp(3) with time zone
);--> statement-breakpoint
INSERT INTO "listing_search_next" ("id", "brand_key", "city_key", "fuel_type", "transmission", "year", "price", "km_driven", "created_at", "search_text",
                                   "variant_key", "model_key", "body_type", "owners", "price_reduced_at")
SELECT "id", lower("brand_name"), lower("city_name"), "fuel_type", "transmission", "year", "price", "km_driven", "created_at", "search_text",
       lower("variant_name"), lower("model_name"), "body_type", CASE "owner_number" WHEN '1st' THEN 1 WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 ELSE 4 END, "price_reduced_at"
FROM "listings" WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "listing_search_next" ADD CONSTRAINT "listing_search_next_pkey" PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "listing_search_next_created_idx" ON "listing_search_next" (created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_price_idx" ON "listing_search_next" (price);--> statement-breakpoint
CREATE INDEX "listing_search_next_year_idx" ON "listing_search_next" (year, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_km_idx" ON "listing_search_next" (km_driven);--> statement-breakpoint
CREATE INDEX "listing_search_next_brand_created_idx" ON "listing_search_next" (brand_key, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_brand_price_idx" ON "listing_search_next" (brand_key, price);--> statement-breakpoint
CREATE INDEX "listing_search_next_brand_year_idx" ON "listing_search_next" (brand_key, year, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_brand_km_idx" ON "listing_search_next" (brand_key, km_driven);--> statement-breakpoint
CREATE INDEX "listing_search_next_city_created_idx" ON "listing_search_next" (city_key, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_city_fuel_price_idx" ON "listing_search_next" (city_key, fuel_type, price);--> statement-breakpoint
CREATE INDEX "listing_search_next_fuel_created_idx" ON "listing_search_next" (fuel_type, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_fuel_price_idx" ON "listing_search_next" (fuel_type, price);--> statement-breakpoint
CREATE INDEX "listing_search_next_fuel_year_idx" ON "listing_search_next" (fuel_type, year, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_fuel_km_idx" ON "listing_search_next" (fuel_type, km_driven);--> statement-breakpoint
CREATE INDEX "listing_search_next_transmission_created_idx" ON "listing_search_next" (transmission, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_transmission_price_idx" ON "listing_search_next" (transmission, price);--> statement-breakpoint
CREATE INDEX "listing_search_next_transmission_year_idx" ON "listing_search_next" (transmission, year, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_transmission_km_idx" ON "listing_search_next" (transmission, km_driven);--> statement-breakpoint
CREATE INDEX "listing_search_next_year_km_idx" ON "listing_search_next" (year, km_driven);--> statement-breakpoint
CREATE INDEX "listing_search_next_year_price_idx" ON "listing_search_next" (year, price);--> statement-breakpoint
CREATE INDEX "listing_search_next_text_trgm_idx" ON "listing_search_next" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_search_next_brand_model_created_idx" ON "listing_search_next" (brand_key, model_key, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_model_price_idx" ON "listing_search_next" (model_key, price);--> statement-breakpoint
CREATE INDEX "listing_search_next_body_created_idx" ON "listing_search_next" (body_type, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_body_price_idx" ON "listing_search_next" (body_type, price);--> statement-breakpoint
CREATE INDEX "listing_search_next_reduced_idx" ON "listing_search_next" (price_reduced_at DESC NULLS LAST, created_at DESC);--> statement-breakpoint
CREATE INDEX "listing_search_next_owners_created_idx" ON "listing_search_next" (owners, created_at);--> statement-breakpoint
CREATE INDEX "listing_search_next_variant_trgm_idx" ON "listing_search_next" USING gin (variant_key gin_trgm_ops);--> statement-breakpoint
-- The swap: searches wait only from here to the commit.
DROP TABLE "listing_search";--> statement-breakpoint
ALTER TABLE "listing_search_next" RENAME TO "listing_search";--> statement-breakpoint
ALTER TABLE "listing_search" RENAME CONSTRAINT "listing_search_next_pkey" TO "listing_search_pkey";--> statement-breakpoint
ALTER INDEX "listing_search_next_created_idx" RENAME TO "listing_search_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_price_idx" RENAME TO "listing_search_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_year_idx" RENAME TO "listing_search_year_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_km_idx" RENAME TO "listing_search_km_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_brand_created_idx" RENAME TO "listing_search_brand_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_brand_price_idx" RENAME TO "listing_search_brand_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_brand_year_idx" RENAME TO "listing_search_brand_year_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_brand_km_idx" RENAME TO "listing_search_brand_km_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_city_created_idx" RENAME TO "listing_search_city_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_city_fuel_price_idx" RENAME TO "listing_search_city_fuel_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_fuel_created_idx" RENAME TO "listing_search_fuel_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_fuel_price_idx" RENAME TO "listing_search_fuel_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_fuel_year_idx" RENAME TO "listing_search_fuel_year_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_fuel_km_idx" RENAME TO "listing_search_fuel_km_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_transmission_created_idx" RENAME TO "listing_search_transmission_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_transmission_price_idx" RENAME TO "listing_search_transmission_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_transmission_year_idx" RENAME TO "listing_search_transmission_year_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_transmission_km_idx" RENAME TO "listing_search_transmission_km_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_year_km_idx" RENAME TO "listing_search_year_km_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_year_price_idx" RENAME TO "listing_search_year_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_text_trgm_idx" RENAME TO "listing_search_text_trgm_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_brand_model_created_idx" RENAME TO "listing_search_brand_model_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_model_price_idx" RENAME TO "listing_search_model_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_body_created_idx" RENAME TO "listing_search_body_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_body_price_idx" RENAME TO "listing_search_body_price_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_reduced_idx" RENAME TO "listing_search_reduced_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_owners_created_idx" RENAME TO "listing_search_owners_created_idx";--> statement-breakpoint
ALTER INDEX "listing_search_next_variant_trgm_idx" RENAME TO "listing_search_variant_trgm_idx";--> statement-breakpoint
ANALYZE "listing_search";--> statement-breakpoint
-- The projection's trigger as in 0020, writing the variant instead of the tsvector. The tsvector was
-- made of title, brand, model, variant and city: comparing the variant beside the search text
-- (title, brand, model, city) notices the same changes.
CREATE OR REPLACE FUNCTION search_projection_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type';
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_search (id, brand_key, city_key, fuel_type, transmission, year, price, km_driven, created_at, search_text, variant_key,
                                model_key, body_type, owners, price_reduced_at)
    SELECT id, lower(brand_name), lower(city_name), fuel_type, transmission, year, price, km_driven, created_at, search_text, lower(variant_name),
           lower(model_name), body_type, CASE owner_number WHEN '1st' THEN 1 WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 ELSE 4 END, price_reduced_at
    FROM new_rows WHERE status = 'approved';
    EXECUTE listing_counts_sql(format('(SELECT %s, 1 AS d FROM new_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM listing_search s USING old_rows o WHERE s.id = o.id AND o.status = 'approved';
    EXECUTE listing_counts_sql(format('(SELECT %s, -1 AS d FROM old_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'UPDATE' THEN
    -- No column that search or the rollups read changed (a counted view, an edited description):
    -- nothing to do. A row that is not public after such an update was not public before it
    -- either, so it has no projection row to delete.
    IF NOT EXISTS (SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, variant_name,
                          model_name, body_type, owner_number, price_reduced_at FROM new_rows
                   EXCEPT ALL
                   SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, variant_name,
                          model_name, body_type, owner_number, price_reduced_at FROM old_rows) THEN
      RETURN NULL;
    END IF;
    -- The projection: rows that left the public catalogue go, public rows are written again when a
    -- column search reads changed.
    DELETE FROM listing_search s USING new_rows n WHERE s.id = n.id AND n.status <> 'approved';
    INSERT INTO listing_search AS s (id, brand_key, city_key, fuel_type, transmission, year, price, km_driven, created_at, search_text, variant_key,
                                     model_key, body_type, owners, price_reduced_at)
    SELECT n.id, lower(n.brand_name), lower(n.city_name), n.fuel_type, n.transmission, n.year, n.price, n.km_driven, n.created_at, n.search_text, lower(n.variant_name),
           lower(n.model_name), n.body_type, CASE n.owner_number WHEN '1st' THEN 1 WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 ELSE 4 END, n.price_reduced_at
    FROM (SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, variant_name,
                 model_name, body_type, owner_number, price_reduced_at FROM new_rows
          EXCEPT ALL
          SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, variant_name,
                 model_name, body_type, owner_number, price_reduced_at FROM old_rows) n
    WHERE n.status = 'approved'
    ORDER BY n.id
    ON CONFLICT (id) DO UPDATE SET brand_key = excluded.brand_key, city_key = excluded.city_key, fuel_type = excluded.fuel_type,
      transmission = excluded.transmission, year = excluded.year, price = excluded.price, km_driven = excluded.km_driven,
      created_at = excluded.created_at, search_text = excluded.search_text, variant_key = excluded.variant_key,
      model_key = excluded.model_key, body_type = excluded.body_type, owners = excluded.owners, price_reduced_at = excluded.price_reduced_at;
    -- The rollups: only public rows whose keys changed, came or left (most updates move none).
    IF EXISTS (SELECT id, brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type FROM old_rows WHERE status = 'approved'
               EXCEPT ALL
               SELECT id, brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type FROM new_rows WHERE status = 'approved')
       OR EXISTS (SELECT id, brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type FROM new_rows WHERE status = 'approved'
                  EXCEPT ALL
                  SELECT id, brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type FROM old_rows WHERE status = 'approved') THEN
      EXECUTE listing_counts_sql(format(
        '(SELECT %1$s, -1 AS d FROM (SELECT id, %1$s FROM old_rows WHERE status = ''approved''
                                     EXCEPT ALL SELECT id, %1$s FROM new_rows WHERE status = ''approved'') l
          UNION ALL
          SELECT %1$s, 1 AS d FROM (SELECT id, %1$s FROM new_rows WHERE status = ''approved''
                                    EXCEPT ALL SELECT id, %1$s FROM old_rows WHERE status = ''approved'') c)', cols));
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Nothing reads the listings' own tsvector any more: it goes, with its index, which every write of a
-- listing updated.
DROP INDEX IF EXISTS "listings_search_vector_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN IF EXISTS "search_vector";
