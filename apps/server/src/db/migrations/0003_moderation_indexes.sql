-- Indexes of the owner's and the admin area's lists (items write side, admin module):
--   items/get_reported_item_by_loginuser reads a user's reports newest first;
--   admin/reported_items groups the open reports by item;
--   admin/audit_log filters by action; admin/outbox by channel and recipient.
CREATE INDEX IF NOT EXISTS item_reports_reporter_idx ON item_reports (reported_user_id, added_date DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS item_reports_open_idx ON item_reports (item_id, added_date DESC) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_logs_action_idx ON audit_logs (action, added_date DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS items_pending_queue_idx ON items ((coalesce(updated_date, added_date)), id) WHERE status = 0;
