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
-- statement-level triggers with transition tables in the writer's transaction, like the
-- rollups of 0003. A landing page then reads a few hundred rollup rows of one key range instead of
-- an index entry per public listing of a city or a brand.
--
-- The brand and city names are part of the key, so that the names a page shows are those of its
-- public listings exactly as the former group by over listings gave them (min of the names per
-- brand or city id). Rows that reach n = 0 stay, with no prices; readers skip them.
--
-- Counts are added; the lowest and highest price are kept with least/greatest as cars come in,
-- and read again from listings_status_city_brand_model_idx (two index probes) only for a group
-- whose current lowest or highest price was among the prices that left it. So that this re-read
-- sees every committed change of the group, the group's rows are locked first (in key order, as
-- every writer does, so two writers never deadlock) and re-read by a later statement, which in
-- READ COMMITTED takes a fresh snapshot.
CREATE FUNCTION landing_model_counts_sql(delta text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $fn$
  SELECT array_agg(replace(s, '{{delta}}', delta) ORDER BY i) FROM unnest(ARRAY[
    -- 1. A row for every group the change touches (a new group starts at n = 0), in key order.
    $sql$
    INSERT INTO landing_model_counts (city_id, brand_id, model_name, brand_name, city_name, n)
    SELECT DISTINCT city_id, brand_id, model_name, brand_name, city_name, 0 FROM {{delta}} d
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT DO NOTHING
    $sql$,
    -- 2. Those rows locked, in key order.
    $sql$
    SELECT count(*) FROM (
      SELECT 1 FROM landing_model_counts r
      WHERE (city_id, brand_id, model_name, brand_name, city_name) IN (SELECT city_id, brand_id, model_name, brand_name, city_name FROM {{delta}} d)
      ORDER BY city_id, brand_id, model_name, brand_name, city_name FOR UPDATE) x
    $sql$,
    -- 3. Counts added; prices widened by the cars that came in, or read again where an end left.
    $sql$
    UPDATE landing_model_counts r SET
      n = r.n + x.dn,
      min_price = CASE WHEN x.out_min <= r.min_price THEN
          (SELECT min(l.price) FROM listings l WHERE l.status = 'approved' AND l.city_id = r.city_id AND l.brand_id = r.brand_id
             AND l.model_name = r.model_name AND l.brand_name = r.brand_name AND l.city_name = r.city_name)
        ELSE least(r.min_price, x.in_min) END,
      max_price = CASE WHEN x.out_max >= r.max_price THEN
          (SELECT max(l.price) FROM listings l WHERE l.status = 'approved' AND l.city_id = r.city_id AND l.brand_id = r.brand_id
             AND l.model_name = r.model_name AND l.brand_name = r.brand_name AND l.city_name = r.city_name)
        ELSE greatest(r.max_price, x.in_max) END
    FROM (SELECT city_id, brand_id, model_name, brand_name, city_name, sum(d.d)::int AS dn,
                 min(d.price) FILTER (WHERE d.d > 0) AS in_min, max(d.price) FILTER (WHERE d.d > 0) AS in_max,
                 min(d.price) FILTER (WHERE d.d < 0) AS out_min, max(d.price) FILTER (WHERE d.d < 0) AS out_max
          FROM {{delta}} d GROUP BY 1, 2, 3, 4, 5) x
    WHERE (r.city_id, r.brand_id, r.model_name, r.brand_name, r.city_name) = (x.city_id, x.brand_id, x.model_name, x.brand_name, x.city_name)
    $sql$
  ]) WITH ORDINALITY AS u(s, i)
$fn$;
--> statement-breakpoint
-- Transition tables are visible only to statements the trigger function itself runs, so it
-- EXECUTEs the three statements with its own delta, one by one (each its own snapshot). An update
-- that changes none of status, the five keys and price (a counted view, an edited description)
-- does nothing but that check.
CREATE FUNCTION landing_model_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text;
  stmt text;
  cols constant text := 'city_id, brand_id, model_name, brand_name, city_name, price';
  changed constant text := '(o.status, o.city_id, o.brand_id, o.model_name, o.brand_name, o.city_name, o.price)
    IS DISTINCT FROM (n.status, n.city_id, n.brand_id, n.model_name, n.brand_name, n.city_name, n.price)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE status = 'approved') THEN
      delta := format('(SELECT %s, 1 AS d FROM new_rows WHERE status = ''approved'')', cols);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE status = 'approved') THEN
      delta := format('(SELECT %s, -1 AS d FROM old_rows WHERE status = ''approved'')', cols);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
                WHERE (o.status = 'approved' OR n.status = 'approved') AND
                      (o.status, o.city_id, o.brand_id, o.model_name, o.brand_name, o.city_name, o.price)
                      IS DISTINCT FROM (n.status, n.city_id, n.brand_id, n.model_name, n.brand_name, n.city_name, n.price)) THEN
    delta := format(
      '(SELECT %1$s, -1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE o.status = ''approved'' AND %3$s
        UNION ALL
        SELECT %2$s, 1 AS d FROM old_rows o JOIN new_rows n USING (id) WHERE n.status = ''approved'' AND %3$s)',
      'o.' || replace(cols, ', ', ', o.'), 'n.' || replace(cols, ', ', ', n.'), changed);
  END IF;
  IF delta IS NOT NULL THEN
    FOREACH stmt IN ARRAY landing_model_counts_sql(delta) LOOP
      EXECUTE stmt;
    END LOOP;
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
