CREATE INDEX "items_public_facets_idx" ON "items" USING btree ("cat_id","sub_cat_id","body_style_id","fuel_type_id","price","model_id","item_type_id","driven_km") WHERE "items"."status" = 1;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_driven_km" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_driven_km" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "wanted" boolean;--> statement-breakpoint
-- Saved searches stored since the mileage and "wanted" filters came (their body is kept in `filters`): read them as
-- items/search reads them (a whole number, 0 meaning no limit; "1" only wanted posts, "0" none).
UPDATE "saved_searches" SET
  "min_driven_km" = CASE WHEN btrim("filters"->>'min_driven_km') ~ '^\d{1,9}$' THEN nullif(btrim("filters"->>'min_driven_km')::int, 0) END,
  "max_driven_km" = CASE WHEN btrim("filters"->>'max_driven_km') ~ '^\d{1,9}$' THEN nullif(btrim("filters"->>'max_driven_km')::int, 0) END,
  "wanted" = CASE btrim("filters"->>'wanted') WHEN '1' THEN true WHEN '0' THEN false END
WHERE "filters" ?| array['min_driven_km', 'max_driven_km', 'wanted'];
