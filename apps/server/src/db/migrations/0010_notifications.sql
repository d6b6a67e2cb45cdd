-- Notifications and alerts (issue 12, decision 014): a per-recipient event key that makes every notification
-- happen once, notification preferences, admin broadcasts, the push outbox, saved searches and daily digests.
CREATE TABLE "alert_digest_entries" (
	"saved_search_id" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digest_entries_saved_search_id_item_id_pk" PRIMARY KEY("saved_search_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"image_id" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"devices" integer DEFAULT 0 NOT NULL,
	"pushed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"added_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notification_id" text NOT NULL,
	"push_token_id" text NOT NULL,
	"batch" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"cat_id" text,
	"sub_cat_id" text,
	"model_id" text,
	"item_type_id" text,
	"item_price_type_id" text,
	"item_currency_id" text,
	"item_location_id" text,
	"item_location_township_id" text,
	"condition_of_item_id" text,
	"deal_option_id" text,
	"fuel_type_id" text,
	"transmission_id" text,
	"body_style_id" text,
	"color_id" text,
	"seller_type_id" text,
	"vehicle_type_id" text,
	"min_price" numeric(14, 2),
	"max_price" numeric(14, 2),
	"min_year" integer,
	"max_year" integer,
	"query" text,
	"lat" double precision,
	"lng" double precision,
	"miles" double precision,
	"last_digest_at" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "broadcast_id" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "updated_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_prefs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_digest_entries" ADD CONSTRAINT "alert_digest_entries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digest_entries" ADD CONSTRAINT "alert_digest_entries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digest_entries" ADD CONSTRAINT "alert_digest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_added_user_id_users_id_fk" FOREIGN KEY ("added_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_push_token_id_push_tokens_id_fk" FOREIGN KEY ("push_token_id") REFERENCES "public"."push_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_digest_user_idx" ON "alert_digest_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_outbox_uq" ON "push_outbox" USING btree ("notification_id","push_token_id");--> statement-breakpoint
CREATE INDEX "push_outbox_batch_idx" ON "push_outbox" USING btree ("batch","id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_subcat_idx" ON "saved_searches" USING btree ("sub_cat_id");--> statement-breakpoint
CREATE INDEX "saved_searches_cat_idx" ON "saved_searches" USING btree ("cat_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_uq" ON "notifications" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "notifications_broadcast_idx" ON "notifications" USING btree ("added_date" DESC NULLS LAST) WHERE "notifications"."user_id" is null;--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("user_id");