CREATE TABLE "landing_model_counts" (
	"city_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"model_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"city_name" text NOT NULL,
	"n" integer NOT NULL,
	"min_price" integer,
	"max_price" integer,
	CONSTRAINT "landing_model_counts_pk" PRIMARY KEY("city_id","brand_id","model_name","brand_name","city_name")
);
--> statement-breakpoint
CREATE INDEX "landing_model_counts_brand_idx" ON "landing_model_counts" USING btree ("brand_id","city_id");--> statement-breakpoint
-- Issue 23 (decision 041): the landing pages' counts per city, brand and model of the public
-- (approved) listings, with their lowest and highest price, kept equal to listings by
-- statement-level triggers with transition tables in the writer's transaction, like the rollups
-- of 0003. A landing page then reads a few hundred rollup rows of one key range instead of an
-- index entry per public listing of a city or a brand.
--
-- The brand and city names are part of the key, so that the names a page shows are those of its
-- public listings exactly as the former group by over listings gave them (min of the names per
-- brand or city id). A group whose listings all left stays with n = 0 and no prices; readers skip it.
--
-- Counts are added. The lowest and highest price widen with least/greatest as cars come in and are
-- read again from listings (the group's own range of an index of 0004 that leads with status,
-- city, brand and model) only for a group whose lowest or highest price was among the prices that
-- left it. So that this re-read sees
-- every committed change of the group, the group's rows are locked first, in key order as every
-- writer locks them (two writers never deadlock), and changed by a later statement, which in READ
-- COMMITTED reads a fresh snapshot. Cars only coming in (an insert) need neither: one upsert.
--
-- The SQL is static (planned once per session): a statement trigger sees its transition tables only
-- in statements of its own function, so each kind of change spells out its own delta.
--
-- A group's lowest and highest public price, from its range of listings_status_city_brand_model_idx
-- or listings_status_brand_city_model_idx (the planner's choice).
CREATE FUNCTION landing_model_min_price(c uuid, b uuid, m text, bn text, cn text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT min(price) FROM listings
  WHERE status = 'approved' AND city_id = c AND brand_id = b AND model_name = m AND brand_name = bn AND city_name = cn
$$;
--> statement-breakpoint
CREATE FUNCTION landing_model_max_price(c uuid, b uuid, m text, bn text, cn text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT max(price) FROM listings
  WHERE status = 'approved' AND city_id = c AND brand_id = b AND model_name = m AND brand_name = bn AND city_name = cn
$$;
--> statement-breakpoint
CREATE FUNCTION landing_model_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO landing_model_counts AS r (city_id, brand_id, model_name, brand_name, city_name, n, min_price, max_price)
    SELECT city_id, brand_id, model_name, brand_name, city_name, count(*)::int, min(price), max(price)
    FROM new_rows WHERE status = 'approved'
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT landing_model_counts_pk DO UPDATE
      SET n = r.n + excluded.n, min_price = least(r.min_price, excluded.min_price), max_price = greatest(r.max_price, excluded.max_price);

  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE status = 'approved') THEN
      RETURN NULL;
    END IF;
    PERFORM 1 FROM landing_model_counts r
    WHERE (city_id, brand_id, model_name, brand_name, city_name) IN
          (SELECT city_id, brand_id, model_name, brand_name, city_name FROM old_rows WHERE status = 'approved')
    ORDER BY city_id, brand_id, model_name, brand_name, city_name FOR UPDATE;
    UPDATE landing_model_counts r SET
      n = r.n - x.k,
      min_price = CASE WHEN x.out_min <= r.min_price THEN landing_model_min_price(r.city_id, r.brand_id, r.model_name, r.brand_name, r.city_name)
                       ELSE r.min_price END,
      max_price = CASE WHEN x.out_max >= r.max_price THEN landing_model_max_price(r.city_id, r.brand_id, r.model_name, r.brand_name, r.city_name)
                       ELSE r.max_price END
    FROM (SELECT city_id, brand_id, model_name, brand_name, city_name, count(*)::int AS k, min(price) AS out_min, max(price) AS out_max
          FROM old_rows WHERE status = 'approved' GROUP BY 1, 2, 3, 4, 5) x
    WHERE (r.city_id, r.brand_id, r.model_name, r.brand_name, r.city_name) = (x.city_id, x.brand_id, x.model_name, x.brand_name, x.city_name);

  -- An update: the public rows before, less those still public after with the same keys and
  -- price, leave; the public rows after, less the same, come in. A counted view or an edited
  -- description moves none: nothing happens but this check. Set differences, not a join of the
  -- two transition tables on id: a plan cached for a one-row update stays linear for a batch of
  -- 500 (a nested loop would compare 250,000 pairs).
  ELSIF EXISTS (SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM old_rows WHERE status = 'approved'
                EXCEPT ALL
                SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM new_rows WHERE status = 'approved')
     OR EXISTS (SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM new_rows WHERE status = 'approved'
                EXCEPT ALL
                SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM old_rows WHERE status = 'approved') THEN
    -- A row for every group touched (new ones at n = 0), existing ones locked: all in key order.
    WITH o AS (SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM old_rows WHERE status = 'approved'),
         n AS (SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM new_rows WHERE status = 'approved'),
         d AS ((TABLE o EXCEPT ALL TABLE n) UNION ALL (TABLE n EXCEPT ALL TABLE o))
    INSERT INTO landing_model_counts AS r (city_id, brand_id, model_name, brand_name, city_name, n)
    SELECT DISTINCT city_id, brand_id, model_name, brand_name, city_name, 0 FROM d
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT landing_model_counts_pk DO UPDATE SET n = r.n WHERE false;
    -- Counts added; prices widened by the cars that came in, or read again where an end left.
    WITH o AS (SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM old_rows WHERE status = 'approved'),
         n AS (SELECT id, city_id, brand_id, model_name, brand_name, city_name, price FROM new_rows WHERE status = 'approved'),
         d AS (SELECT *, -1 AS d FROM (TABLE o EXCEPT ALL TABLE n) l
               UNION ALL
               SELECT *, 1 AS d FROM (TABLE n EXCEPT ALL TABLE o) c),
         x AS (SELECT city_id, brand_id, model_name, brand_name, city_name, sum(d)::int AS dn,
                      min(price) FILTER (WHERE d > 0) AS in_min, max(price) FILTER (WHERE d > 0) AS in_max,
                      min(price) FILTER (WHERE d < 0) AS out_min, max(price) FILTER (WHERE d < 0) AS out_max
               FROM d GROUP BY 1, 2, 3, 4, 5)
    UPDATE landing_model_counts r SET
      n = r.n + x.dn,
      min_price = CASE WHEN x.out_min <= r.min_price THEN landing_model_min_price(r.city_id, r.brand_id, r.model_name, r.brand_name, r.city_name)
                       ELSE least(r.min_price, x.in_min) END,
      max_price = CASE WHEN x.out_max >= r.max_price THEN landing_model_max_price(r.city_id, r.brand_id, r.model_name, r.brand_name, r.city_name)
                       ELSE greatest(r.max_price, x.in_max) END
    FROM x
    WHERE (r.city_id, r.brand_id, r.model_name, r.brand_name, r.city_name) = (x.city_id, x.brand_id, x.model_name, x.brand_name, x.city_name);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION landing_model_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM landing_model_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER landing_model_counts_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landing_model_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER landing_model_counts_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landing_model_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER landing_model_counts_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION landing_model_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER landing_model_counts_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION landing_model_counts_after_truncate();
--> statement-breakpoint
-- Updated in place by every write: room on each page keeps those updates HOT.
ALTER TABLE landing_model_counts SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
-- The listings already there (the triggers above hold listings' writers off until this commits).
INSERT INTO landing_model_counts (city_id, brand_id, model_name, brand_name, city_name, n, min_price, max_price)
SELECT city_id, brand_id, model_name, brand_name, city_name, count(*)::int, min(price), max(price)
FROM listings WHERE status = 'approved'
GROUP BY city_id, brand_id, model_name, brand_name, city_name;
