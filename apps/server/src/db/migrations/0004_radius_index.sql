-- Radius search: a 2-D index for the bounding box (the B-tree on (lat, lng) can only range over lat and must read
-- the whole latitude band). items/search reads a sparse box through it first and walks the date order otherwise
-- (items.read.service.ts, SPARSE_BOX).
CREATE INDEX IF NOT EXISTS items_public_geo_idx ON items USING gist (point(lng, lat)) WHERE status = 1 AND lat IS NOT NULL AND lng IS NOT NULL;
