CREATE TABLE "fair_price_stats" (
	"model_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"sum_price" double precision DEFAULT 0 NOT NULL,
	"sum_price_km" double precision DEFAULT 0 NOT NULL,
	"sum_price_owners" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "fair_price_stats_model_id_year_fuel_type_transmission_pk" PRIMARY KEY("model_id","year","fuel_type","transmission")
);
--> statement-breakpoint
CREATE TABLE "listing_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"previous_price" integer,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"admin_id" uuid,
	"admin_name" text DEFAULT '' NOT NULL,
	"checks" jsonb NOT NULL,
	"all_passed" boolean NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_verifications" ADD CONSTRAINT "listing_verifications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_verifications" ADD CONSTRAINT "listing_verifications_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_history_listing_idx" ON "listing_price_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listing_verifications_listing_idx" ON "listing_verifications" USING btree ("listing_id","checked_at");--> statement-breakpoint
CREATE INDEX "listing_images_hash_band0_idx" ON "listing_images" USING btree (("perceptual_hash" & 8191));--> statement-breakpoint
CREATE INDEX "listing_images_hash_band1_idx" ON "listing_images" USING btree ((("perceptual_hash" >> 13) & 8191));--> statement-breakpoint
CREATE INDEX "listing_images_hash_band2_idx" ON "listing_images" USING btree ((("perceptual_hash" >> 26) & 8191));--> statement-breakpoint
CREATE INDEX "listing_images_hash_band3_idx" ON "listing_images" USING btree ((("perceptual_hash" >> 39) & 8191));--> statement-breakpoint
CREATE INDEX "listing_images_hash_band4_idx" ON "listing_images" USING btree ((("perceptual_hash" >> 52) & 4095));--> statement-breakpoint
CREATE INDEX "listings_seller_phone_idx" ON "listings" USING btree ("seller_phone","seller_id");--> statement-breakpoint
-- Issue 15 (decision 017). Price history: every price a listing has had, written by triggers on
-- listings so that every write path (seller edit, admin edit, seeders) records it. Statement-level
-- with transition tables, like the search projection (0003): a bulk insert writes one statement.
CREATE FUNCTION price_history_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_price_history (listing_id, price, previous_price, changed_at)
    SELECT id, price, NULL, created_at FROM new_rows;
  ELSE
    INSERT INTO listing_price_history (listing_id, price, previous_price, changed_at)
    SELECT n.id, n.price, o.price, now() FROM new_rows n JOIN old_rows o USING (id) WHERE n.price <> o.price;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_history_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_history_after_change();
--> statement-breakpoint
CREATE TRIGGER price_history_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_history_after_change();
--> statement-breakpoint
-- Backfill: what is known of existing listings is their price now, since they were created (no
-- earlier price was recorded), plus the seller's stated original price when it was higher.
INSERT INTO listing_price_history (listing_id, price, previous_price, changed_at)
SELECT id, price, NULL, created_at FROM listings;
--> statement-breakpoint
-- Fair-price sums per (model, year, fuel, transmission) over approved listings; d = +1 or -1.
CREATE FUNCTION fair_price_stats_sql(delta text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT replace($sql$
    INSERT INTO fair_price_stats AS s (model_id, year, fuel_type, transmission, n, sum_price, sum_price_km, sum_price_owners)
    SELECT d.model_id, d.year, d.fuel_type, d.transmission, sum(d.d)::int,
      sum(d.d * d.price::float8), sum(d.d * d.price::float8 * d.km_driven), sum(d.d * d.price::float8 *
        CASE d.owner_number WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 WHEN '4th+' THEN 4 ELSE 1 END)
    FROM {{delta}} d
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (model_id, year, fuel_type, transmission) DO UPDATE SET n = s.n + excluded.n,
      sum_price = s.sum_price + excluded.sum_price, sum_price_km = s.sum_price_km + excluded.sum_price_km,
      sum_price_owners = s.sum_price_owners + excluded.sum_price_owners;
  $sql$, '{{delta}}', delta)
$fn$;
--> statement-breakpoint
CREATE FUNCTION fair_price_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'model_id, year, fuel_type, transmission, price, km_driven, owner_number';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE fair_price_stats_sql(format('(SELECT %s, 1 AS d FROM new_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE fair_price_stats_sql(format('(SELECT %s, -1 AS d FROM old_rows WHERE status = ''approved'')', cols));
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
                WHERE (o.status = 'approved' OR n.status = 'approved') AND
                      (o.status, o.model_id, o.year, o.fuel_type, o.transmission, o.price, o.km_driven, o.owner_number)
                      IS DISTINCT FROM (n.status, n.model_id, n.year, n.fuel_type, n.transmission, n.price, n.km_driven, n.owner_number)) THEN
    EXECUTE fair_price_stats_sql(format(
      '(SELECT %1$s, -1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE o.status = ''approved'' AND %3$s
        UNION ALL
        SELECT %2$s, 1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE n.status = ''approved'' AND %3$s)',
      'o.' || replace(cols, ', ', ', o.'), 'n.' || replace(cols, ', ', ', n.'),
      '(o.status, o.model_id, o.year, o.fuel_type, o.transmission, o.price, o.km_driven, o.owner_number)
        IS DISTINCT FROM (n.status, n.model_id, n.year, n.fuel_type, n.transmission, n.price, n.km_driven, n.owner_number)'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fair_price_stats_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fair_price_stats;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fair_price_stats_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fair_price_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER fair_price_stats_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fair_price_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER fair_price_stats_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fair_price_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER fair_price_stats_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION fair_price_stats_after_truncate();
--> statement-breakpoint
ALTER TABLE fair_price_stats SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE fair_price_stats_sql('(SELECT model_id, year, fuel_type, transmission, price, km_driven, owner_number, 1 AS d FROM listings WHERE status = ''approved'')');
END $$;
--> statement-breakpoint
-- Verified means checked: approval set the badge without anyone looking at documents (decision 017).
-- Demo listings (their seller's e-mail is at example.com, a domain nobody owns) keep it with a
-- recorded demo check that says so (demo = true); every other listing loses it until an admin
-- records the checklist.
INSERT INTO listing_verifications (listing_id, admin_id, admin_name, checks, all_passed, demo, checked_at)
SELECT l.id, NULL, 'Demo data',
  (SELECT jsonb_agg(jsonb_build_object('key', k, 'passed', true, 'note',
     'Demo listing: no documents were inspected; this check is part of the demo data.') ORDER BY o)
   FROM unnest(ARRAY['rc_seen', 'insurance_valid', 'puc_valid', 'chassis_matches', 'photos_match']) WITH ORDINALITY AS c(k, o)),
  true, true, coalesce(l.approved_at, l.created_at)
FROM listings l JOIN users u ON u.id = l.seller_id
WHERE l.verified AND u.email LIKE '%@example.com';
--> statement-breakpoint
UPDATE listings l SET verified = false
WHERE l.verified AND NOT EXISTS (SELECT 1 FROM listing_verifications v WHERE v.listing_id = l.id AND v.demo);
