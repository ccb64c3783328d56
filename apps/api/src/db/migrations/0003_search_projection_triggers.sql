-- Keeps listing_search (the search projection) and the rollups listing_counts and
-- listing_name_counts equal to the public (approved) listings, in the same transaction as every
-- write (decision 006). Statement-level triggers with transition tables:
-- a bulk insert of 5,000 listings applies one grouped change, not 5,000. Rows are upserted in key
-- order, so two writers lock shared rollup rows in the same order and never deadlock. A change
-- that leaves every key as it was (a view counted, a description edited) writes nothing.

-- The two upserts, over a delta relation {{delta}} of (brand_name, model_name, city_name,
-- fuel_type, transmission, year, price, d) with d = +1 or -1. Each listing counts in every grouping of at most
-- two of brand, city, fuel, transmission and year ('' and 0 = any), per price bucket of 10,000 rupees.
CREATE FUNCTION listing_counts_sql(delta text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
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
    CROSS JOIN LATERAL (VALUES ('brand', d.brand_name), ('model', d.model_name), ('city', d.city_name)) AS k(kind, name)
    GROUP BY 1, 2
    HAVING sum(d.d) <> 0
    ORDER BY 1, 2
    ON CONFLICT (kind, name) DO UPDATE SET n = nc.n + excluded.n;
  $sql$, '{{delta}}', delta)
$fn$;
--> statement-breakpoint
-- Transition tables are visible only to statements the trigger function itself runs, so it
-- EXECUTEs the shared text with its own delta.
CREATE FUNCTION search_projection_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'brand_name, model_name, city_name, fuel_type, transmission, year, price';
  changed constant text := '(o.status, o.brand_name, o.model_name, o.city_name, o.fuel_type, o.transmission, o.year, o.price)
    IS DISTINCT FROM (n.status, n.brand_name, n.model_name, n.city_name, n.fuel_type, n.transmission, n.year, n.price)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_search (id, brand_key, city_key, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector)
    SELECT id, lower(brand_name), lower(city_name), fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector
    FROM new_rows WHERE status = 'approved';
    EXECUTE listing_counts_sql(format('(SELECT %s, 1 AS d FROM new_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM listing_search s USING old_rows o WHERE s.id = o.id AND o.status = 'approved';
    EXECUTE listing_counts_sql(format('(SELECT %s, -1 AS d FROM old_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'UPDATE' THEN
    -- The projection: rows that left the public catalogue go, rows in it are written again when a
    -- column search reads changed (a counted view or an edited description changes none).
    DELETE FROM listing_search s USING new_rows n WHERE s.id = n.id AND n.status <> 'approved';
    INSERT INTO listing_search AS s (id, brand_key, city_key, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector)
    SELECT n.id, lower(n.brand_name), lower(n.city_name), n.fuel_type, n.transmission, n.year, n.price, n.km_driven, n.created_at, n.search_text, n.search_vector
    FROM new_rows n JOIN old_rows o USING (id)
    WHERE n.status = 'approved'
      AND (o.status, o.brand_name, o.city_name, o.fuel_type, o.transmission, o.year, o.price, o.km_driven, o.created_at, o.search_text, o.search_vector)
          IS DISTINCT FROM (n.status, n.brand_name, n.city_name, n.fuel_type, n.transmission, n.year, n.price, n.km_driven, n.created_at, n.search_text, n.search_vector)
    ORDER BY n.id
    ON CONFLICT (id) DO UPDATE SET brand_key = excluded.brand_key, city_key = excluded.city_key, fuel_type = excluded.fuel_type,
      transmission = excluded.transmission, year = excluded.year, price = excluded.price, km_driven = excluded.km_driven,
      created_at = excluded.created_at, search_text = excluded.search_text, search_vector = excluded.search_vector;
    -- The rollups.
    -- Only rows whose public keys changed: most updates (views, inquiries, text edits) touch none.
    IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
               WHERE (o.status = 'approved' OR n.status = 'approved') AND
                     (o.status, o.brand_name, o.model_name, o.city_name, o.fuel_type, o.transmission, o.year, o.price)
                     IS DISTINCT FROM (n.status, n.brand_name, n.model_name, n.city_name, n.fuel_type, n.transmission, n.year, n.price)) THEN
      EXECUTE listing_counts_sql(format(
        '(SELECT %1$s, -1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE o.status = ''approved'' AND %3$s
          UNION ALL
          SELECT %2$s, 1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE n.status = ''approved'' AND %3$s)',
        'o.' || replace(cols, ', ', ', o.'), 'n.' || replace(cols, ', ', ', n.'), changed));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_projection_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_search;
  DELETE FROM listing_counts;
  DELETE FROM listing_name_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_projection_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_projection_after_change();
--> statement-breakpoint
CREATE TRIGGER search_projection_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_projection_after_change();
--> statement-breakpoint
CREATE TRIGGER search_projection_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_projection_after_change();
--> statement-breakpoint
CREATE TRIGGER search_projection_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION search_projection_after_truncate();
--> statement-breakpoint
-- Rollup rows are updated in place by every write: room on each page lets those updates stay HOT
-- (no new index entries), and vacuum comes sooner than the default 20% of dead rows.
ALTER TABLE listing_counts SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE listing_name_counts SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
-- The rollups of the listings already there (listing_search was filled by 0001).
DO $$ BEGIN
  EXECUTE listing_counts_sql('(SELECT brand_name, model_name, city_name, fuel_type, transmission, year, price, 1 AS d FROM listings WHERE status = ''approved'')');
END $$;
