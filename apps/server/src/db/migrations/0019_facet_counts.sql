CREATE TABLE "item_facet_bands" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"edges" numeric(14, 2)[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_facet_counts" (
	"cat_id" text NOT NULL,
	"sub_cat_id" text NOT NULL,
	"body_style_id" text,
	"fuel_type_id" text,
	"item_type_id" text,
	"price_cell" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "item_facet_counts_key" UNIQUE NULLS NOT DISTINCT("cat_id","sub_cat_id","body_style_id","fuel_type_id","item_type_id","price_cell")
);
--> statement-breakpoint
CREATE TABLE "item_facet_deltas" (
	"cat_id" text NOT NULL,
	"sub_cat_id" text NOT NULL,
	"body_style_id" text,
	"fuel_type_id" text,
	"item_type_id" text,
	"price_cell" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Facet counts of the published listings (decision 019), kept in step with `items` by the triggers below in the
-- transaction of every change. A price cell numbers the band edges' open ranges and the edges themselves: with
-- ascending edges e1 < … < ek, cell 2b holds the prices strictly between e(b) and e(b+1) (b = 0: below e1; b = k:
-- above ek) and cell 2b + 1 the price e(b+1) exactly; band = cell / 2 (a band holds the prices above its lower edge
-- up to and including its upper edge, as items/search_meta has always counted them).
CREATE FUNCTION wd_price_cell(p numeric, edges numeric[]) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (2 * width_bucket(p, edges) - (p = ANY (edges))::int)::smallint $$;
--> statement-breakpoint
-- Appends the counts of newly inserted published listings (one statement: one row per group, however many rows).
CREATE FUNCTION wd_item_facets_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_deltas (cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n)
  SELECT r.cat_id, r.sub_cat_id, r.body_style_id, r.fuel_type_id, r.item_type_id, wd_price_cell(r.price, b.edges), count(*)
  FROM new_rows r CROSS JOIN item_facet_bands b
  WHERE r.status = 1
  GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION wd_item_facets_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_deltas (cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n)
  SELECT r.cat_id, r.sub_cat_id, r.body_style_id, r.fuel_type_id, r.item_type_id, wd_price_cell(r.price, b.edges), -count(*)
  FROM old_rows r CROSS JOIN item_facet_bands b
  WHERE r.status = 1
  GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves a listing between groups (or in or out of "published"): −1 in its old group, +1 in its new one.
-- Row-level with a WHEN clause, so the frequent updates that change none of these columns (view and favourite
-- counts, promotions, texts) never call it.
CREATE FUNCTION wd_item_facets_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e numeric[] := (SELECT edges FROM item_facet_bands);
  old_cell smallint := wd_price_cell(OLD.price, e);
  new_cell smallint := wd_price_cell(NEW.price, e);
BEGIN
  IF OLD.status = 1 AND NEW.status = 1 AND old_cell = new_cell
     AND (OLD.cat_id, OLD.sub_cat_id, OLD.body_style_id, OLD.fuel_type_id, OLD.item_type_id)
         IS NOT DISTINCT FROM (NEW.cat_id, NEW.sub_cat_id, NEW.body_style_id, NEW.fuel_type_id, NEW.item_type_id) THEN
    RETURN NULL; -- a price change within its cell
  END IF;
  IF OLD.status = 1 THEN
    INSERT INTO item_facet_deltas (cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n)
    VALUES (OLD.cat_id, OLD.sub_cat_id, OLD.body_style_id, OLD.fuel_type_id, OLD.item_type_id, old_cell, -1);
  END IF;
  IF NEW.status = 1 THEN
    INSERT INTO item_facet_deltas (cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n)
    VALUES (NEW.cat_id, NEW.sub_cat_id, NEW.body_style_id, NEW.fuel_type_id, NEW.item_type_id, new_cell, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION wd_item_facets_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_facet_deltas;
  DELETE FROM item_facet_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_facets_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wd_item_facets_insert();
--> statement-breakpoint
CREATE TRIGGER items_facets_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wd_item_facets_delete();
--> statement-breakpoint
CREATE TRIGGER items_facets_update AFTER UPDATE OF status, cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price ON items
  FOR EACH ROW
  WHEN ((OLD.status = 1 OR NEW.status = 1)
    AND (OLD.status, OLD.cat_id, OLD.sub_cat_id, OLD.body_style_id, OLD.fuel_type_id, OLD.item_type_id, OLD.price)
        IS DISTINCT FROM (NEW.status, NEW.cat_id, NEW.sub_cat_id, NEW.body_style_id, NEW.fuel_type_id, NEW.item_type_id, NEW.price))
  EXECUTE FUNCTION wd_item_facets_update();
--> statement-breakpoint
CREATE TRIGGER items_facets_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION wd_item_facets_truncate();
--> statement-breakpoint
-- Moves the deltas into the counts. One at a time (the transaction-scoped advisory lock; a second caller returns
-- at once): DELETE … RETURNING takes exactly the deltas committed before it started, and adds them in the same
-- transaction, so a delta written meanwhile stays for the next round and none is counted twice; readers see
-- either the deltas or their sum (one snapshot per statement). Answers the number of deltas moved.
CREATE FUNCTION wd_item_facets_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE moved integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(190019) THEN
    RETURN 0;
  END IF;
  WITH d AS (DELETE FROM item_facet_deltas RETURNING *),
  s AS (
    SELECT cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, sum(n) AS n, count(*) AS c
    FROM d GROUP BY 1, 2, 3, 4, 5, 6),
  m AS (
    INSERT INTO item_facet_counts AS f (cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n)
    SELECT cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n FROM s
    ON CONFLICT ON CONSTRAINT item_facet_counts_key DO UPDATE SET n = f.n + excluded.n)
  SELECT coalesce(sum(c), 0) INTO moved FROM s; -- (m runs to completion whether read or not)
  DELETE FROM item_facet_counts WHERE n = 0;
  RETURN moved;
END $$;
--> statement-breakpoint
-- Counts everything again from `items` with these band edges (NULL: the stored ones): after the edges changed, or
-- after a bulk load that ran with the triggers off. Writers of `items` wait meanwhile (SHARE lock).
CREATE FUNCTION wd_item_facets_rebuild(new_edges numeric[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE e numeric[];
BEGIN
  PERFORM pg_advisory_xact_lock(190019);
  LOCK TABLE items IN SHARE MODE;
  e := coalesce(new_edges, (SELECT edges FROM item_facet_bands), '{}');
  INSERT INTO item_facet_bands (id, edges) VALUES (true, e) ON CONFLICT (id) DO UPDATE SET edges = excluded.edges;
  DELETE FROM item_facet_deltas;
  DELETE FROM item_facet_counts;
  INSERT INTO item_facet_counts (cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n)
  SELECT cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, wd_price_cell(price, e), count(*)
  FROM items WHERE status = 1
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
-- The band edges of PRICE_BANDS (packages/contract/src/search.ts) when this was written; the facet-count job
-- rebuilds the table when the code's edges differ from the stored ones, and items/search_meta reads the table
-- only while they are equal.
SELECT wd_item_facets_rebuild(ARRAY[5000, 10000, 20000, 30000, 50000, 100000]::numeric[]);
