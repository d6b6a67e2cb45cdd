-- Every chat message updates its conversation's header row (last seq, unread count, last message time). With
-- last_message_at inside the participants' indexes, each of those updates was a non-HOT update: a new index entry in
-- all three indexes and dead entries that the unread totals (a sum over the recipient's headers through these
-- indexes) then had to step over until vacuum came. Without it, and with room left on each page, the update is
-- HOT: no index entry, and the old row version is pruned on the page. Chat lists sort a participant's headers by
-- last_message_at after the index lookup (a user's conversations are few enough to sort).
DROP INDEX IF EXISTS "chat_headers_buyer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "chat_headers_seller_idx";--> statement-breakpoint
CREATE INDEX "chat_headers_buyer_idx" ON "chat_headers" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "chat_headers_seller_idx" ON "chat_headers" USING btree ("seller_user_id");--> statement-breakpoint
ALTER TABLE "chat_headers" SET (fillfactor = 70);
