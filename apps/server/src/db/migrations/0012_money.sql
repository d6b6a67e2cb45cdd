-- Money (issue 13, decision 015): amounts as integer minor units beside an ISO 4217 code, the payments (orders),
-- their confirmations (payment_events), the ledger, coupons, and bidding (decision 016). Existing decimal prices
-- are converted exactly (numeric * 100, the seed's currencies having two decimals) before their columns go.
CREATE TABLE "bidders" (
	"id" text PRIMARY KEY NOT NULL,
	"bidding_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fee_payment_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biddings" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"start_price_minor" bigint NOT NULL,
	"min_step_minor" bigint NOT NULL,
	"bid_fee_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"highest_bid_id" text,
	"winner_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bidding_bids" (
	"id" text PRIMARY KEY NOT NULL,
	"bidding_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"user_id" text,
	"payment_id" text NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer DEFAULT 0 NOT NULL,
	"max_uses_per_user" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"user_id" text,
	"entry" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"posts_delta" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text,
	"type" text NOT NULL,
	"amount_minor" bigint,
	"currency" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT 'applied' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"coupon_id" text,
	"provider" text NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"card_last4" text DEFAULT '' NOT NULL,
	"card_brand" text DEFAULT '' NOT NULL,
	"checkout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_by" text,
	"decision_note" text DEFAULT '' NOT NULL,
	"succeeded_at" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "package_purchases" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD COLUMN "price_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "price_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "ordering" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paid_items" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "paid_items" ADD COLUMN "amount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paid_items" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "paid_items" ADD COLUMN "progress" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_bidding_id_biddings_id_fk" FOREIGN KEY ("bidding_id") REFERENCES "public"."biddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_fee_payment_id_payments_id_fk" FOREIGN KEY ("fee_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biddings" ADD CONSTRAINT "biddings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biddings" ADD CONSTRAINT "biddings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biddings" ADD CONSTRAINT "biddings_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_bids" ADD CONSTRAINT "bidding_bids_bidding_id_biddings_id_fk" FOREIGN KEY ("bidding_id") REFERENCES "public"."biddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_bids" ADD CONSTRAINT "bidding_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bidders_bidding_user_uq" ON "bidders" USING btree ("bidding_id","user_id");--> statement-breakpoint
CREATE INDEX "bidders_user_idx" ON "bidders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biddings_item_live_uq" ON "biddings" USING btree ("item_id") WHERE "biddings"."status" in ('scheduled', 'open');--> statement-breakpoint
CREATE INDEX "biddings_seller_idx" ON "biddings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "bids_bidding_amount_idx" ON "bidding_bids" USING btree ("bidding_id","amount_minor" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_payment_uq" ON "coupon_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_date_idx" ON "ledger_entries" USING btree ("added_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_key_uq" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("provider","provider_ref") WHERE "payments"."provider_ref" <> '';--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","added_date" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_items" ADD CONSTRAINT "paid_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_payment_uq" ON "package_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paid_items_payment_uq" ON "paid_items" USING btree ("payment_id");--> statement-breakpoint
UPDATE "packages" SET "price_minor" = round("price" * 100)::bigint;--> statement-breakpoint
UPDATE "package_purchases" SET "price_minor" = round("price" * 100)::bigint;--> statement-breakpoint
UPDATE "package_purchases" pp SET "post_count" = p."post_count" FROM "packages" p WHERE p."id" = pp."package_id";--> statement-breakpoint
UPDATE "paid_items" SET "amount_minor" = round("amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "price_minor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "package_purchases" ALTER COLUMN "price_minor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "paid_items" ALTER COLUMN "amount_minor" DROP DEFAULT;--> statement-breakpoint
DROP TABLE "bids" CASCADE;--> statement-breakpoint
ALTER TABLE "package_purchases" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "paid_items" DROP COLUMN "amount";