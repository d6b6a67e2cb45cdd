-- Full-text and typo-tolerant search over items (make and model names included), maintained by a trigger so
-- every writer (API, seed, admin, bulk bench loader) keeps it true.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wd_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  make_name text;
  model_name text;
BEGIN
  SELECT name INTO make_name FROM subcategories WHERE id = NEW.sub_cat_id;
  SELECT name INTO model_name FROM models WHERE id = NEW.model_id;
  NEW.search_vector :=
    setweight(to_tsvector('simple', wd_unaccent(coalesce(NEW.title, ''))), 'A') ||
    setweight(to_tsvector('simple', wd_unaccent(coalesce(make_name, '') || ' ' || coalesce(model_name, '') || ' ' || coalesce(NEW.brand, ''))), 'A') ||
    setweight(to_tsvector('simple', wd_unaccent(coalesce(NEW.subtitle, '') || ' ' || coalesce(NEW.keyword, ''))), 'B') ||
    setweight(to_tsvector('simple', wd_unaccent(coalesce(NEW.highlight_info, ''))), 'C') ||
    setweight(to_tsvector('simple', wd_unaccent(coalesce(NEW.description, ''))), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER items_search_vector_trg BEFORE INSERT OR UPDATE OF title, subtitle, keyword, highlight_info, description, brand, sub_cat_id, model_id
  ON items FOR EACH ROW EXECUTE FUNCTION items_search_vector_refresh();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS subcategories_name_trgm_idx ON subcategories USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS models_name_trgm_idx ON models USING gin (lower(name) gin_trgm_ops);
