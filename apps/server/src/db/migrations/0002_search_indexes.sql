-- Indexes of the item read side (items/search and the item lists), all partial on published items so they stay
-- small and each serves one filter + sort shape as an ordered scan that stops at LIMIT. The id tie-break
-- direction matches the service's ORDER BY (see items.read.repository.ts orderSql).
CREATE INDEX IF NOT EXISTS items_public_sub_cat_added_idx ON items (sub_cat_id, added_date DESC NULLS LAST, id) WHERE status = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_public_model_added_idx ON items (model_id, added_date DESC NULLS LAST, id) WHERE status = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_public_featured_idx ON items (featured_date DESC NULLS LAST, id DESC) WHERE status = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_public_ordering_idx ON items (ordering, id) WHERE status = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_public_title_idx ON items (title, id) WHERE status = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_public_sold_idx ON items ((coalesce(sold_date, updated_date, added_date)) DESC, id) WHERE status = 1 AND is_sold_out;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS paid_items_running_idx ON paid_items (end_date, start_date, item_id) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS favourites_user_added_idx ON favourites (user_id, added_date DESC);
