-- Issue 23 (decision 041): the UPDATE paths of the search projection and its rollups (0003, 0006),
-- the price history and the fair-price sums (0007) find the rows that changed as 0019 does, with
-- set differences of the two transition tables, not with a join of them on id. Their SQL is static
-- (planned once per session): when a session's first write to listings was a one-row update, the
-- cached plan of that join is a nested loop, and a batch of 500 (the views flush) then compared
-- 250,000 pairs in each trigger. A set difference (EXCEPT ALL, hashed or sorted) reads each side
-- once whatever plan was cached. What the triggers compute is unchanged; their INSERT and DELETE
-- paths are as before.
--
-- An update that changes no column a trigger reads (a counted view, an edited description) ends
-- after one check: is some row after the update not among the rows before it on the columns the
-- trigger reads, with id and status? Every row after the update has its row before with the same
-- id, so a row that changed any of them is such a row.
--
-- Price history: the price after and before are paired by a group by over id (each id is once on
-- each side), as the join paired them.
CREATE OR REPLACE FUNCTION price_history_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_price_history (listing_id, price, previous_price, changed_at)
    SELECT id, price, NULL, created_at FROM new_rows;
  ELSIF EXISTS (SELECT id, price FROM new_rows EXCEPT ALL SELECT id, price FROM old_rows) THEN
    INSERT INTO listing_price_history (listing_id, price, previous_price, changed_at)
    SELECT id, max(price) FILTER (WHERE d > 0), max(price) FILTER (WHERE d < 0), now()
    FROM (SELECT id, price, 1 AS d FROM new_rows UNION ALL SELECT id, price, -1 AS d FROM old_rows) x
    GROUP BY id
    HAVING max(price) FILTER (WHERE d > 0) <> max(price) FILTER (WHERE d < 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Fair-price sums: the public rows before, less those still public after with the same keys, leave
-- (d = -1); the public rows after, less the same, come in (d = +1): the rows of the join on id
-- whose keys or status changed. Every sum is of integers (prices, km, owners) below 2^53, exact in
-- any order.
CREATE OR REPLACE FUNCTION fair_price_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'model_id, year, fuel_type, transmission, price, km_driven, owner_number';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE fair_price_stats_sql(format('(SELECT %s, 1 AS d FROM new_rows WHERE status = ''approved'')', cols));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE fair_price_stats_sql(format('(SELECT %s, -1 AS d FROM old_rows WHERE status = ''approved'')', cols));
  ELSIF EXISTS (SELECT id, status, model_id, year, fuel_type, transmission, price, km_driven, owner_number FROM new_rows
                EXCEPT ALL
                SELECT id, status, model_id, year, fuel_type, transmission, price, km_driven, owner_number FROM old_rows) THEN
    EXECUTE fair_price_stats_sql(format(
      '(SELECT %1$s, -1 AS d FROM (SELECT id, %1$s FROM old_rows WHERE status = ''approved''
                                   EXCEPT ALL SELECT id, %1$s FROM new_rows WHERE status = ''approved'') l
        UNION ALL
        SELECT %1$s, 1 AS d FROM (SELECT id, %1$s FROM new_rows WHERE status = ''approved''
                                  EXCEPT ALL SELECT id, %1$s FROM old_rows WHERE status = ''approved'') c)', cols));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The search projection and its rollups as in 0006. The projection's rows written again are the
-- public rows after the update less the rows before it (on every column search reads); the rollups'
-- delta is the set differences of the public rows on their keys, as for the fair-price sums.
CREATE OR REPLACE FUNCTION search_projection_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'brand_name, model_name, city_name, fuel_type, transmission, year, price, body_type';
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
    -- No column that search or the rollups read changed (a counted view, an edited description):
    -- nothing to do. A row that is not public after such an update was not public before it
    -- either, so it has no projection row to delete.
    IF NOT EXISTS (SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
                          model_name, body_type, owner_number, price_reduced_at FROM new_rows
                   EXCEPT ALL
                   SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
                          model_name, body_type, owner_number, price_reduced_at FROM old_rows) THEN
      RETURN NULL;
    END IF;
    -- The projection: rows that left the public catalogue go, public rows are written again when a
    -- column search reads changed.
    DELETE FROM listing_search s USING new_rows n WHERE s.id = n.id AND n.status <> 'approved';
    INSERT INTO listing_search AS s (id, brand_key, city_key, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
                                     model_key, body_type, owners, price_reduced_at)
    SELECT n.id, lower(n.brand_name), lower(n.city_name), n.fuel_type, n.transmission, n.year, n.price, n.km_driven, n.created_at, n.search_text, n.search_vector,
           lower(n.model_name), n.body_type, CASE n.owner_number WHEN '1st' THEN 1 WHEN '2nd' THEN 2 WHEN '3rd' THEN 3 ELSE 4 END, n.price_reduced_at
    FROM (SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
                 model_name, body_type, owner_number, price_reduced_at FROM new_rows
          EXCEPT ALL
          SELECT id, status, brand_name, city_name, fuel_type, transmission, year, price, km_driven, created_at, search_text, search_vector,
                 model_name, body_type, owner_number, price_reduced_at FROM old_rows) n
    WHERE n.status = 'approved'
    ORDER BY n.id
    ON CONFLICT (id) DO UPDATE SET brand_key = excluded.brand_key, city_key = excluded.city_key, fuel_type = excluded.fuel_type,
      transmission = excluded.transmission, year = excluded.year, price = excluded.price, km_driven = excluded.km_driven,
      created_at = excluded.created_at, search_text = excluded.search_text, search_vector = excluded.search_vector,
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
END $$;
