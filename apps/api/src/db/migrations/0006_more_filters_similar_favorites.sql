-- Issue 13 (decision 015): body types of the catalogue's models, the search projection's new
-- filter columns (model, body type, owners, when the price last went down), a shortlisted car's
-- price when it was added.
ALTER TABLE "favorites" ADD COLUMN "price_when_favorited" integer;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "model_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "owners" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "price_reduced_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_reduced_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "body_type" text;--> statement-breakpoint
-- The catalogue's body types (as db/seed/catalogue-data.ts#catalogueBodyType has them; the seed
-- keeps them at every start). Names sellers typed stay null.
UPDATE "models" m SET "body_type" = x.body
FROM (VALUES
  ('Maruti Suzuki', 'Alto 800', 'hatchback'),
  ('Maruti Suzuki', 'Alto K10', 'hatchback'),
  ('Maruti Suzuki', 'S-Presso', 'hatchback'),
  ('Maruti Suzuki', 'Wagon R', 'hatchback'),
  ('Maruti Suzuki', 'Celerio', 'hatchback'),
  ('Maruti Suzuki', 'Swift', 'hatchback'),
  ('Maruti Suzuki', 'Baleno', 'hatchback'),
  ('Maruti Suzuki', 'Ignis', 'hatchback'),
  ('Maruti Suzuki', 'Dzire', 'sedan'),
  ('Maruti Suzuki', 'Ciaz', 'sedan'),
  ('Maruti Suzuki', 'Ertiga', 'muv'),
  ('Maruti Suzuki', 'XL6', 'muv'),
  ('Maruti Suzuki', 'Vitara Brezza', 'compact_suv'),
  ('Maruti Suzuki', 'Brezza', 'compact_suv'),
  ('Maruti Suzuki', 'Fronx', 'compact_suv'),
  ('Maruti Suzuki', 'Grand Vitara', 'suv'),
  ('Maruti Suzuki', 'Jimny', 'compact_suv'),
  ('Maruti Suzuki', 'Eeco', 'muv'),
  ('Maruti Suzuki', 'Invicto', 'muv'),
  ('Hyundai', 'Santro', 'hatchback'),
  ('Hyundai', 'Grand i10', 'hatchback'),
  ('Hyundai', 'Grand i10 Nios', 'hatchback'),
  ('Hyundai', 'i20', 'hatchback'),
  ('Hyundai', 'Aura', 'sedan'),
  ('Hyundai', 'Xcent', 'sedan'),
  ('Hyundai', 'Verna', 'sedan'),
  ('Hyundai', 'Exter', 'compact_suv'),
  ('Hyundai', 'Venue', 'compact_suv'),
  ('Hyundai', 'Creta', 'suv'),
  ('Hyundai', 'Alcazar', 'suv'),
  ('Hyundai', 'Tucson', 'suv'),
  ('Hyundai', 'Kona Electric', 'suv'),
  ('Hyundai', 'Creta Electric', 'suv'),
  ('Hyundai', 'Ioniq 5', 'suv'),
  ('Tata', 'Nano', 'hatchback'),
  ('Tata', 'Tiago', 'hatchback'),
  ('Tata', 'Tiago EV', 'hatchback'),
  ('Tata', 'Tigor', 'sedan'),
  ('Tata', 'Zest', 'sedan'),
  ('Tata', 'Altroz', 'hatchback'),
  ('Tata', 'Punch', 'compact_suv'),
  ('Tata', 'Punch EV', 'compact_suv'),
  ('Tata', 'Nexon', 'compact_suv'),
  ('Tata', 'Nexon EV', 'compact_suv'),
  ('Tata', 'Curvv', 'suv'),
  ('Tata', 'Harrier', 'suv'),
  ('Tata', 'Safari', 'suv'),
  ('Tata', 'Hexa', 'muv'),
  ('Mahindra', 'KUV100', 'hatchback'),
  ('Mahindra', 'Bolero', 'suv'),
  ('Mahindra', 'Bolero Neo', 'compact_suv'),
  ('Mahindra', 'TUV300', 'compact_suv'),
  ('Mahindra', 'Scorpio', 'suv'),
  ('Mahindra', 'Scorpio Classic', 'suv'),
  ('Mahindra', 'Scorpio-N', 'suv'),
  ('Mahindra', 'Thar', 'suv'),
  ('Mahindra', 'Thar Roxx', 'suv'),
  ('Mahindra', 'XUV300', 'compact_suv'),
  ('Mahindra', 'XUV 3XO', 'compact_suv'),
  ('Mahindra', 'XUV500', 'suv'),
  ('Mahindra', 'XUV700', 'suv'),
  ('Mahindra', 'Marazzo', 'muv'),
  ('Mahindra', 'XUV400', 'compact_suv'),
  ('Mahindra', 'BE 6', 'suv'),
  ('Mahindra', 'XEV 9e', 'suv'),
  ('Toyota', 'Etios Liva', 'hatchback'),
  ('Toyota', 'Etios', 'sedan'),
  ('Toyota', 'Glanza', 'hatchback'),
  ('Toyota', 'Yaris', 'sedan'),
  ('Toyota', 'Corolla Altis', 'sedan'),
  ('Toyota', 'Camry', 'sedan'),
  ('Toyota', 'Urban Cruiser Taisor', 'compact_suv'),
  ('Toyota', 'Urban Cruiser Hyryder', 'suv'),
  ('Toyota', 'Rumion', 'muv'),
  ('Toyota', 'Innova', 'muv'),
  ('Toyota', 'Innova Crysta', 'muv'),
  ('Toyota', 'Innova Hycross', 'muv'),
  ('Toyota', 'Fortuner', 'suv'),
  ('Honda', 'Brio', 'hatchback'),
  ('Honda', 'Jazz', 'hatchback'),
  ('Honda', 'Amaze', 'sedan'),
  ('Honda', 'City', 'sedan'),
  ('Honda', 'Civic', 'sedan'),
  ('Honda', 'WR-V', 'compact_suv'),
  ('Honda', 'BR-V', 'suv'),
  ('Honda', 'Elevate', 'suv'),
  ('Kia', 'Sonet', 'compact_suv'),
  ('Kia', 'Syros', 'compact_suv'),
  ('Kia', 'Seltos', 'suv'),
  ('Kia', 'Carens', 'muv'),
  ('Kia', 'Carnival', 'muv'),
  ('Kia', 'EV6', 'suv'),
  ('Skoda', 'Rapid', 'sedan'),
  ('Skoda', 'Kylaq', 'compact_suv'),
  ('Skoda', 'Kushaq', 'suv'),
  ('Skoda', 'Slavia', 'sedan'),
  ('Skoda', 'Octavia', 'sedan'),
  ('Skoda', 'Superb', 'sedan'),
  ('Skoda', 'Kodiaq', 'suv'),
  ('Renault', 'Kwid', 'hatchback'),
  ('Renault', 'Triber', 'muv'),
  ('Renault', 'Kiger', 'compact_suv'),
  ('Renault', 'Duster', 'suv'),
  ('Renault', 'Lodgy', 'muv'),
  ('Renault', 'Captur', 'suv'),
  ('MG', 'Comet EV', 'hatchback'),
  ('MG', 'Astor', 'suv'),
  ('MG', 'Hector', 'suv'),
  ('MG', 'Hector Plus', 'suv'),
  ('MG', 'ZS EV', 'suv'),
  ('MG', 'Windsor EV', 'suv'),
  ('MG', 'Gloster', 'suv'),
  ('Volkswagen', 'Polo', 'hatchback'),
  ('Volkswagen', 'Ameo', 'sedan'),
  ('Volkswagen', 'Vento', 'sedan'),
  ('Volkswagen', 'Virtus', 'sedan'),
  ('Volkswagen', 'Taigun', 'suv'),
  ('Volkswagen', 'Tiguan', 'suv'),
  ('Nissan', 'Micra', 'hatchback'),
  ('Nissan', 'Sunny', 'sedan'),
  ('Nissan', 'Terrano', 'suv'),
  ('Nissan', 'Kicks', 'suv'),
  ('Nissan', 'Magnite', 'compact_suv'),
  ('Ford', 'Figo', 'hatchback'),
  ('Ford', 'Freestyle', 'hatchback'),
  ('Ford', 'Aspire', 'sedan'),
  ('Ford', 'EcoSport', 'compact_suv'),
  ('Ford', 'Endeavour', 'suv'),
  ('Jeep', 'Compass', 'suv'),
  ('Jeep', 'Meridian', 'suv'),
  ('Jeep', 'Wrangler', 'suv'),
  ('Citroen', 'C3', 'hatchback'),
  ('Citroen', 'eC3', 'hatchback'),
  ('Citroen', 'Basalt', 'suv'),
  ('Citroen', 'C3 Aircross', 'suv'),
  ('Citroen', 'C5 Aircross', 'suv'),
  ('BYD', 'e6', 'muv'),
  ('BYD', 'Atto 3', 'suv'),
  ('BYD', 'eMAX 7', 'muv'),
  ('BYD', 'Seal', 'sedan'),
  ('BYD', 'Sealion 7', 'suv'),
  ('Mercedes-Benz', 'A-Class Limousine', 'sedan'),
  ('Mercedes-Benz', 'C-Class', 'sedan'),
  ('Mercedes-Benz', 'E-Class', 'sedan'),
  ('Mercedes-Benz', 'S-Class', 'sedan'),
  ('Mercedes-Benz', 'GLA', 'suv'),
  ('Mercedes-Benz', 'GLC', 'suv'),
  ('Mercedes-Benz', 'GLE', 'suv'),
  ('BMW', '2 Series Gran Coupe', 'sedan'),
  ('BMW', '3 Series', 'sedan'),
  ('BMW', '5 Series', 'sedan'),
  ('BMW', '7 Series', 'sedan'),
  ('BMW', 'X1', 'suv'),
  ('BMW', 'X3', 'suv'),
  ('BMW', 'X5', 'suv'),
  ('BMW', 'iX1', 'suv'),
  ('Audi', 'A3', 'sedan'),
  ('Audi', 'A4', 'sedan'),
  ('Audi', 'A6', 'sedan'),
  ('Audi', 'Q3', 'suv'),
  ('Audi', 'Q5', 'suv'),
  ('Audi', 'Q7', 'suv'),
  ('Audi', 'e-tron', 'suv'),
  ('Volvo', 'S60', 'sedan'),
  ('Volvo', 'S90', 'sedan'),
  ('Volvo', 'XC40', 'suv'),
  ('Volvo', 'XC40 Recharge', 'suv'),
  ('Volvo', 'XC60', 'suv'),
  ('Volvo', 'XC90', 'suv'),
  ('Jaguar', 'XE', 'sedan'),
  ('Jaguar', 'XF', 'sedan'),
  ('Jaguar', 'F-Pace', 'suv'),
  ('Jaguar', 'I-Pace', 'suv'),
  ('Land Rover', 'Range Rover Evoque', 'suv'),
  ('Land Rover', 'Discovery Sport', 'suv'),
  ('Land Rover', 'Range Rover Velar', 'suv'),
  ('Land Rover', 'Discovery', 'suv'),
  ('Land Rover', 'Defender', 'suv'),
  ('Land Rover', 'Range Rover Sport', 'suv'),
  ('Lexus', 'ES', 'sedan'),
  ('Lexus', 'NX', 'suv'),
  ('Lexus', 'RX', 'suv'),
  ('Mini', 'Cooper', 'hatchback'),
  ('Mini', 'Cooper SE', 'hatchback'),
  ('Mini', 'Countryman', 'suv'),
  ('Isuzu', 'D-Max V-Cross', 'pickup'),
  ('Isuzu', 'D-Max Hi-Lander', 'pickup'),
  ('Isuzu', 'MU-X', 'suv'),
  ('Force Motors', 'Gurkha', 'suv'),
  ('Force Motors', 'Trax Cruiser', 'muv'),
  ('Fiat', 'Punto Evo', 'hatchback'),
  ('Fiat', 'Linea', 'sedan'),
  ('Fiat', 'Avventura', 'compact_suv'),
  ('Datsun', 'redi-GO', 'hatchback'),
  ('Datsun', 'GO', 'hatchback'),
  ('Datsun', 'GO+', 'muv'),
  ('Chevrolet', 'Spark', 'hatchback'),
  ('Chevrolet', 'Beat', 'hatchback'),
  ('Chevrolet', 'Sail', 'sedan'),
  ('Chevrolet', 'Enjoy', 'muv'),
  ('Chevrolet', 'Cruze', 'sedan'),
  ('Chevrolet', 'Tavera', 'muv'),
  ('Chevrolet', 'Captiva', 'suv')
) AS x(brand, model, body), "brands" b
WHERE b.id = m.brand_id AND lower(b.name) = lower(x.brand) AND lower(m.name) = lower(x.model);--> statement-breakpoint
-- Existing rows: listings take their model's body type, listing_search its new columns, and
-- existing favourites the listing's current price. The projection's update trigger is off for
-- the backfill (it would rewrite every public row a second time); listing_search is filled below.
ALTER TABLE "listings" DISABLE TRIGGER "search_projection_update";--> statement-breakpoint
UPDATE "listings" l SET "body_type" = m.body_type FROM "models" m WHERE m.id = l.model_id AND m.body_type IS NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ENABLE TRIGGER "search_projection_update";--> statement-breakpoint
UPDATE "listing_search" s SET "model_key" = lower(l.model_name), "body_type" = l.body_type,
  "owners" = CASE l.owner_number WHEN '1st' THEN 1 WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 ELSE 4 END
FROM "listings" l WHERE l.id = s.id;--> statement-breakpoint
UPDATE "favorites" f SET "price_when_favorited" = l.price FROM "listings" l WHERE l.id = f.listing_id;--> statement-breakpoint
INSERT INTO "listing_name_counts" (kind, name, n)
SELECT 'body', body_type, count(*)::int FROM "listings" WHERE status = 'approved' AND body_type IS NOT NULL GROUP BY body_type
ON CONFLICT (kind, name) DO UPDATE SET n = excluded.n;--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_brand_model_created_idx" ON "listing_search" USING btree ("brand_key","model_key","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_model_price_idx" ON "listing_search" USING btree ("model_key","price");--> statement-breakpoint
CREATE INDEX "listing_search_body_created_idx" ON "listing_search" USING btree ("body_type","created_at");--> statement-breakpoint
CREATE INDEX "listing_search_body_price_idx" ON "listing_search" USING btree ("body_type","price");--> statement-breakpoint
CREATE INDEX "listing_search_reduced_idx" ON "listing_search" USING btree ("price_reduced_at" desc nulls last,"created_at" desc);--> statement-breakpoint
CREATE INDEX "listing_search_owners_created_idx" ON "listing_search" USING btree ("owners","created_at");
--> statement-breakpoint
-- A listing carries its model's body type (cards and search never join the catalogue), and the
-- moment its price last went down ("Recently reduced", reduced_desc).
CREATE FUNCTION listings_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.model_id IS DISTINCT FROM OLD.model_id THEN
    NEW.body_type := (SELECT body_type FROM models WHERE id = NEW.model_id);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.price < OLD.price THEN
    NEW.price_reduced_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_before_insert BEFORE INSERT ON listings FOR EACH ROW EXECUTE FUNCTION listings_before_write();--> statement-breakpoint
CREATE TRIGGER listings_before_update BEFORE UPDATE OF model_id, price ON listings FOR EACH ROW EXECUTE FUNCTION listings_before_write();--> statement-breakpoint
-- A model's body type set or corrected later reaches its listings (and through their trigger the projection).
CREATE FUNCTION models_after_body_type_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET body_type = NEW.body_type WHERE model_id = NEW.id AND body_type IS DISTINCT FROM NEW.body_type;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER models_body_type_update AFTER UPDATE OF body_type ON models FOR EACH ROW
  WHEN (OLD.body_type IS DISTINCT FROM NEW.body_type) EXECUTE FUNCTION models_after_body_type_change();--> statement-breakpoint
CREATE INDEX "listings_model_idx" ON "listings" USING btree ("model_id");--> statement-breakpoint
-- The rollups as in 0003, with public listings per body type in listing_name_counts (kind 'body').
CREATE OR REPLACE FUNCTION listing_counts_sql(delta text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT replace($sql$
    INSERT INTO listing_counts AS lc (brand_key, city_key, fuel_type, transmission, year, price_bucket, n)
    SELECT g.b, g.c, g.f, g.t, g.y, d.price / 10000, sum(d.d)::int
    FROM {{delta}} d
    CROSS JOIN LATERAL (SELECT lower(d.brand_name) AS b, lower(d.city_name) AS c) k
    CROSS JOIN LATERAL (VALUES
      ('', '', '', '', 0),
      (k.b, '', '', '', 0), ('', k.c, '', '', 0), ('', '', d.fuel_type, '', 0), ('', '', '', d.transmission, 0), ('', '', '', '', d.year),
      (k.b, k.c, '', '', 0), (k.b, '', d.fuel_type, '', 0), (k.b, '', '', d.transmission, 0), (k.b, '', '', '', d.year),
      ('', k.c, d.fuel_type, '', 0), ('', k.c, '', d.transmission, 0), ('', k.c, '', '', d.year),
      ('', '', d.fuel_type, d.transmission, 0), ('', '', d.fuel_type, '', d.year), ('', '', '', d.transmission, d.year)
    ) AS g(b, c, f, t, y)
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(d.d) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (brand_key, city_key, fuel_type, transmission, year, price_bucket) DO UPDATE SET n = lc.n + excluded.n;
    INSERT INTO listing_name_counts AS nc (kind, name, n)
    SELECT k.kind, k.name, sum(d.d)::int
    FROM {{delta}} d
    CROSS JOIN LATERAL (VALUES ('brand', d.brand_name), ('model', d.model_name), ('city', d.city_name), ('body', d.body_type)) AS k(kind, name)
    WHERE k.name IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(d.d) <> 0
    ORDER BY 1, 2
    ON CONFLICT (kind, name) DO UPDATE SET n = nc.n + excluded.n;
  $sql$, '{{delta}}', delta)
$fn$;
--> statement-breakpoint
-- As 0003, with the projection's new columns and body_type among the rollups' keys.
CREATE OR REPLACE FUNCTION search_projection_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type';
  changed constant text := '(o.status, o.brand_name, o.model_name, o.city_name, o.fuel_type, o.transmission, o.year, o.price, o.body_type)
    IS DISTINCT FROM (n.status, n.brand_name, n.model_name, n.city_name, n.fuel_type, n.transmission, n.year, n.price, n.body_type)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_search (id, brand_key, city_key, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
                                model_key, body_type, owners, price_reduced_at)
    SELECT id, lower(brand_name), lower(city_name), fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
           lower(model_name), body_type, CASE owner_number WHEN '1st' THEN 1 WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 ELSE 4 END, price_reduced_at
    FROM new_rows WHERE status = 'approved';
    EXECUTE listing_counts_sql(format('(SELECT %s, 1 AS d FROM new_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM listing_search s USING old_rows o WHERE s.id = o.id AND o.status = 'approved';
    EXECUTE listing_counts_sql(format('(SELECT %s, -1 AS d FROM old_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'UPDATE' THEN
    -- The projection: rows that left the public catalogue go, rows in it are written again when a
    -- column search reads changed (a counted view or an edited description changes none).
    DELETE FROM listing_search s USING new_rows n WHERE s.id = n.id AND n.status <> 'approved';
    INSERT INTO listing_search AS s (id, brand_key, city_key, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
                                     model_key, body_type, owners, price_reduced_at)
    SELECT n.id, lower(n.brand_name), lower(n.city_name), n.fuel_type, n.transmission, n.year, n.price, n.km_driven, n.created_at, n.search_text, n.search_vector,
           lower(n.model_name), n.body_type, CASE n.owner_number WHEN '1st' THEN 1 WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 ELSE 4 END, n.price_reduced_at
    FROM new_rows n JOIN old_rows o USING (id)
    WHERE n.status = 'approved'
      AND (o.status, o.brand_name, o.city_name, o.fuel_type, o.transmission, o.year, o.price, o.km_driven, o.created_at, o.search_text, o.search_vector,
           o.model_name, o.body_type, o.owner_number, o.price_reduced_at)
          IS DISTINCT FROM (n.status, n.brand_name, n.city_name, n.fuel_type, n.transmission, n.year, n.price, n.km_driven, n.created_at, n.search_text, n.search_vector,
           n.model_name, n.body_type, n.owner_number, n.price_reduced_at)
    ORDER BY n.id
    ON CONFLICT (id) DO UPDATE SET brand_key = excluded.brand_key, city_key = excluded.city_key, fuel_type = excluded.fuel_type,
      transmission = excluded.transmission, year = excluded.year, price = excluded.price, km_driven = excluded.km_driven,
      created_at = excluded.created_at, search_text = excluded.search_text, search_vector = excluded.search_vector,
      model_key = excluded.model_key, body_type = excluded.body_type, owners = excluded.owners, price_reduced_at = excluded.price_reduced_at;
    -- The rollups.
    -- Only rows whose public keys changed: most updates (views, inquiries, text edits) touch none.
    IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
               WHERE (o.status = 'approved' OR n.status = 'approved') AND
                     (o.status, o.brand_name, o.model_name, o.city_name, o.fuel_type, o.transmission, o.year, o.price, o.body_type)
                     IS DISTINCT FROM (n.status, n.brand_name, n.model_name, n.city_name, n.fuel_type, n.transmission, n.year, n.price, n.body_type)) THEN
      EXECUTE listing_counts_sql(format(
        '(SELECT %1$s, -1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE o.status = ''approved'' AND %3$s
          UNION ALL
          SELECT %2$s, 1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE n.status = ''approved'' AND %3$s)',
        'o.' || replace(cols, ', ', ', o.'), 'n.' || replace(cols, ', ', ', n.'), changed));
    END IF;
  END IF;
  RETURN NULL;
END $$;
