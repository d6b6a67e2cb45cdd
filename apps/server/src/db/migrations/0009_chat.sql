-- Conversations and deals (issue 11, decisions 012 and 013): message sequence and client ids, read positions,
-- who made the standing offer, guard warnings, conversation reports, presence, reviews tied to their deal, and
-- public questions on listings.
CREATE TABLE "chat_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_header_id" text NOT NULL,
	"reporter_user_id" text NOT NULL,
	"reported_user_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_details" (
	"id" text PRIMARY KEY NOT NULL,
	"header_id" text NOT NULL,
	"user_id" text NOT NULL,
	"comment" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comment_headers" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"comment" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "chat_messages_header_idx";--> statement-breakpoint
ALTER TABLE "chat_headers" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_headers" ADD COLUMN "buyer_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_headers" ADD COLUMN "seller_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_headers" ADD COLUMN "latest_offer_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Messages get their place in the conversation; rows written before this take it from their date.
ALTER TABLE "chat_messages" ADD COLUMN "seq" integer;--> statement-breakpoint
UPDATE "chat_messages" m SET "seq" = n.rn FROM (SELECT "id", row_number() OVER (PARTITION BY "chat_header_id" ORDER BY "added_date", "id") AS rn FROM "chat_messages") n WHERE n."id" = m."id";--> statement-breakpoint
UPDATE "chat_headers" h SET "last_seq" = COALESCE((SELECT max("seq") FROM "chat_messages" m WHERE m."chat_header_id" = h."id"), 0);--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deal_action" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "img_width" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "img_height" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "warning_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "chat_header_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_chat_header_id_chat_headers_id_fk" FOREIGN KEY ("chat_header_id") REFERENCES "public"."chat_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_details" ADD CONSTRAINT "comment_details_header_id_comment_headers_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."comment_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_details" ADD CONSTRAINT "comment_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_headers" ADD CONSTRAINT "comment_headers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_headers" ADD CONSTRAINT "comment_headers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_uq" ON "chat_reports" USING btree ("chat_header_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "chat_reports_status_idx" ON "chat_reports" USING btree ("status","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comment_details_header_idx" ON "comment_details" USING btree ("header_id","added_date");--> statement-breakpoint
CREATE INDEX "comment_headers_item_idx" ON "comment_headers" USING btree ("item_id","added_date" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_chat_header_id_chat_headers_id_fk" FOREIGN KEY ("chat_header_id") REFERENCES "public"."chat_headers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_uq" ON "chat_messages" USING btree ("chat_header_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("chat_header_id","sender_user_id","client_id") WHERE client_id <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_deal_uq" ON "ratings" USING btree ("chat_header_id","from_user_id");--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" text NOT NULL,
	"process_id" text NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_presence_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;