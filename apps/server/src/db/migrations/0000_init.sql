CREATE TABLE "abouts" (
	"id" text PRIMARY KEY NOT NULL,
	"about_title" text NOT NULL,
	"about_description" text NOT NULL,
	"about_email" text DEFAULT '' NOT NULL,
	"about_phone" text DEFAULT '' NOT NULL,
	"about_address" text DEFAULT '' NOT NULL,
	"about_website" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"youtube" text DEFAULT '' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_user_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_time" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"from_block_user_id" text NOT NULL,
	"to_block_user_id" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_from_block_user_id_to_block_user_id_pk" PRIMARY KEY("from_block_user_id","to_block_user_id")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"city_id" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blue_mark_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_user_id" text,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "body_styles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"cat_name" text NOT NULL,
	"cat_ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_headers" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"buyer_user_id" text NOT NULL,
	"seller_user_id" text NOT NULL,
	"nego_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"buyer_unread_count" integer DEFAULT 0 NOT NULL,
	"seller_unread_count" integer DEFAULT 0 NOT NULL,
	"is_accept" boolean DEFAULT false NOT NULL,
	"is_offer" boolean DEFAULT false NOT NULL,
	"offer_status" smallint DEFAULT 1 NOT NULL,
	"chat_status" smallint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_header_id" text NOT NULL,
	"sender_user_id" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"img_path" text DEFAULT '' NOT NULL,
	"offer_amount" numeric(14, 2),
	"is_read" boolean DEFAULT false NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" text PRIMARY KEY NOT NULL,
	"currency_short_form" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_options" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dealer_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"document_path" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_user_id" text,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delete_history" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"type_name" text NOT NULL,
	"deleted_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" text NOT NULL,
	"followed_user_id" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_followed_user_id_pk" PRIMARY KEY("user_id","followed_user_id")
);
--> statement-breakpoint
CREATE TABLE "fuel_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"img_parent_id" text NOT NULL,
	"img_type" text NOT NULL,
	"img_path" text NOT NULL,
	"img_width" integer DEFAULT 0 NOT NULL,
	"img_height" integer DEFAULT 0 NOT NULL,
	"img_desc" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"byte_size" bigint DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"reported_user_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"cat_id" text NOT NULL,
	"sub_cat_id" text NOT NULL,
	"model_id" text,
	"item_type_id" text,
	"item_price_type_id" text,
	"item_currency_id" text,
	"item_location_id" text,
	"item_location_township_id" text,
	"condition_of_item_id" text,
	"deal_option_id" text,
	"deal_option_remark" text DEFAULT '' NOT NULL,
	"tag_id" text,
	"fuel_type_id" text,
	"transmission_id" text,
	"color_id" text,
	"body_style_id" text,
	"seller_type_id" text,
	"vehicle_type_id" text,
	"vehicle_registration_state_id" text,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlight_info" text DEFAULT '' NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_rate_by_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"business_mode" boolean DEFAULT false NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"vehicle_year" integer,
	"driven_km" integer,
	"owner" text DEFAULT '' NOT NULL,
	"seating_capacity" integer,
	"loading_vehicle" text DEFAULT '' NOT NULL,
	"engine_cc" integer,
	"engine_status" smallint DEFAULT 1 NOT NULL,
	"users_post" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"sold_type" text DEFAULT '' NOT NULL,
	"sold_to_user_id" text,
	"sold_buyer_name" text DEFAULT '' NOT NULL,
	"sold_date" timestamp with time zone,
	"touch_count" integer DEFAULT 0 NOT NULL,
	"favourite_count" integer DEFAULT 0 NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"ad_type" text DEFAULT 'normal_ad' NOT NULL,
	"featured_date" timestamp with time zone,
	"ordering" integer DEFAULT 0 NOT NULL,
	"dynamic_link" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	"added_user_id" text NOT NULL,
	"updated_user_id" text,
	"updated_flag" smallint DEFAULT 0 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lat" double precision DEFAULT 0 NOT NULL,
	"lng" double precision DEFAULT 0 NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" text PRIMARY KEY NOT NULL,
	"sub_cat_id" text NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" text NOT NULL,
	"user_id" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"flag" text NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_header_id" text NOT NULL,
	"item_id" text NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"responded_at" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"package_id" text NOT NULL,
	"payment_method" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"razor_id" text DEFAULT '' NOT NULL,
	"is_paystack" boolean DEFAULT false NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency_id" text,
	"post_count" integer NOT NULL,
	"package_days" integer DEFAULT 0 NOT NULL,
	"in_app_purchase_prd_id" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "paid_items" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"how_many_day" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"platform_name" text DEFAULT 'frontend' NOT NULL,
	"device_token" text NOT NULL,
	"subscription" jsonb,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" text PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"item_id" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rating" smallint NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" text PRIMARY KEY NOT NULL,
	"cat_id" text NOT NULL,
	"name" text NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"updated_flag" smallint DEFAULT 0 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subcategory_subscriptions" (
	"user_id" text NOT NULL,
	"sub_cat_id" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcategory_subscriptions_user_id_sub_cat_id_pk" PRIMARY KEY("user_id","sub_cat_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "touches" (
	"item_id" text NOT NULL,
	"visitor_key" text NOT NULL,
	"user_id" text,
	"touch_date" date NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "touches_item_id_visitor_key_touch_date_pk" PRIMARY KEY("item_id","visitor_key","touch_date")
);
--> statement-breakpoint
CREATE TABLE "townships" (
	"id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"township_name" text NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"lat" double precision DEFAULT 0 NOT NULL,
	"lng" double precision DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transmissions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"role_id" smallint DEFAULT 4 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"user_is_sys_admin" boolean DEFAULT false NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text,
	"user_phone" text DEFAULT '' NOT NULL,
	"user_address" text DEFAULT '' NOT NULL,
	"user_lat" double precision,
	"user_lng" double precision,
	"city" text DEFAULT '' NOT NULL,
	"user_about_me" text DEFAULT '' NOT NULL,
	"is_show_email" boolean DEFAULT false NOT NULL,
	"is_show_phone" boolean DEFAULT false NOT NULL,
	"user_cover_photo" text DEFAULT '' NOT NULL,
	"user_profile_photo" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"facebook_id" text,
	"google_id" text,
	"phone_id" text,
	"apple_id" text,
	"device_token" text DEFAULT '' NOT NULL,
	"platform_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"overall_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"messenger" text DEFAULT '' NOT NULL,
	"email_verify" boolean DEFAULT false NOT NULL,
	"apple_verify" boolean DEFAULT false NOT NULL,
	"facebook_verify" boolean DEFAULT false NOT NULL,
	"google_verify" boolean DEFAULT false NOT NULL,
	"phone_verify" boolean DEFAULT false NOT NULL,
	"is_verify_blue_mark" smallint DEFAULT 0 NOT NULL,
	"is_verify_dealer" smallint DEFAULT 0 NOT NULL,
	"remaining_post" integer DEFAULT 0 NOT NULL,
	"user_type" text DEFAULT 'normal' NOT NULL,
	"plan_expiry_date" timestamp with time zone,
	"show_profile" boolean DEFAULT true NOT NULL,
	"notification_setting" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_user_id" text,
	"updated_user_id" text,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_from_block_user_id_users_id_fk" FOREIGN KEY ("from_block_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_to_block_user_id_users_id_fk" FOREIGN KEY ("to_block_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_city_id_locations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blue_mark_applications" ADD CONSTRAINT "blue_mark_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_headers" ADD CONSTRAINT "chat_headers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_headers" ADD CONSTRAINT "chat_headers_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_headers" ADD CONSTRAINT "chat_headers_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_header_id_chat_headers_id_fk" FOREIGN KEY ("chat_header_id") REFERENCES "public"."chat_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_user_id_users_id_fk" FOREIGN KEY ("followed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reports" ADD CONSTRAINT "item_reports_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reports" ADD CONSTRAINT "item_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_cat_id_categories_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sub_cat_id_subcategories_id_fk" FOREIGN KEY ("sub_cat_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_price_type_id_price_types_id_fk" FOREIGN KEY ("item_price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_currency_id_currencies_id_fk" FOREIGN KEY ("item_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_location_id_locations_id_fk" FOREIGN KEY ("item_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_location_township_id_townships_id_fk" FOREIGN KEY ("item_location_township_id") REFERENCES "public"."townships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_condition_of_item_id_conditions_id_fk" FOREIGN KEY ("condition_of_item_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_deal_option_id_deal_options_id_fk" FOREIGN KEY ("deal_option_id") REFERENCES "public"."deal_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_fuel_type_id_fuel_types_id_fk" FOREIGN KEY ("fuel_type_id") REFERENCES "public"."fuel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_transmission_id_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."transmissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_body_style_id_body_styles_id_fk" FOREIGN KEY ("body_style_id") REFERENCES "public"."body_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_seller_type_id_seller_types_id_fk" FOREIGN KEY ("seller_type_id") REFERENCES "public"."seller_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_vehicle_registration_state_id_states_id_fk" FOREIGN KEY ("vehicle_registration_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_added_user_id_users_id_fk" FOREIGN KEY ("added_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_sub_cat_id_subcategories_id_fk" FOREIGN KEY ("sub_cat_id") REFERENCES "public"."subcategories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_chat_header_id_chat_headers_id_fk" FOREIGN KEY ("chat_header_id") REFERENCES "public"."chat_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_items" ADD CONSTRAINT "paid_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_items" ADD CONSTRAINT "paid_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_cat_id_categories_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategory_subscriptions" ADD CONSTRAINT "subcategory_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategory_subscriptions" ADD CONSTRAINT "subcategory_subscriptions_sub_cat_id_subcategories_id_fk" FOREIGN KEY ("sub_cat_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touches" ADD CONSTRAINT "touches_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "townships" ADD CONSTRAINT "townships_city_id_locations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_date_idx" ON "audit_logs" USING btree ("added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_item_idx" ON "bids" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_headers_uq" ON "chat_headers" USING btree ("item_id","buyer_user_id","seller_user_id");--> statement-breakpoint
CREATE INDEX "chat_headers_buyer_idx" ON "chat_headers" USING btree ("buyer_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_headers_seller_idx" ON "chat_headers" USING btree ("seller_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_header_idx" ON "chat_messages" USING btree ("chat_header_id","added_date");--> statement-breakpoint
CREATE INDEX "delete_history_date_idx" ON "delete_history" USING btree ("deleted_date");--> statement-breakpoint
CREATE INDEX "favourites_item_idx" ON "favourites" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_user_id");--> statement-breakpoint
CREATE INDEX "images_parent_idx" ON "images" USING btree ("img_parent_id","img_type","ordering");--> statement-breakpoint
CREATE UNIQUE INDEX "item_reports_uq" ON "item_reports" USING btree ("item_id","reported_user_id");--> statement-breakpoint
CREATE INDEX "items_public_added_idx" ON "items" USING btree ("added_date" DESC NULLS LAST,"id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_public_touch_idx" ON "items" USING btree ("touch_count" DESC NULLS LAST,"id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_public_price_idx" ON "items" USING btree ("price","id") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_sub_cat_price_idx" ON "items" USING btree ("sub_cat_id","price") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_cat_idx" ON "items" USING btree ("cat_id","added_date" DESC NULLS LAST) WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_location_idx" ON "items" USING btree ("item_location_id","added_date" DESC NULLS LAST) WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_lat_lng_idx" ON "items" USING btree ("lat","lng") WHERE "items"."status" = 1;--> statement-breakpoint
CREATE INDEX "items_owner_idx" ON "items" USING btree ("added_user_id","status","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_status_idx" ON "items" USING btree ("status","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "models_sub_cat_idx" ON "models" USING btree ("sub_cat_id","name");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_to_idx" ON "offers" USING btree ("to_user_id","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_from_idx" ON "offers" USING btree ("from_user_id","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "package_purchases_user_idx" ON "package_purchases" USING btree ("user_id","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "paid_items_item_idx" ON "paid_items" USING btree ("item_id","end_date");--> statement-breakpoint
CREATE INDEX "paid_items_user_idx" ON "paid_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_token_uq" ON "push_tokens" USING btree ("device_token");--> statement-breakpoint
CREATE INDEX "ratings_to_idx" ON "ratings" USING btree ("to_user_id","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subcategories_cat_idx" ON "subcategories" USING btree ("cat_id","name");--> statement-breakpoint
CREATE INDEX "townships_city_idx" ON "townships" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_uq" ON "users" USING btree (lower("user_email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("user_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_uq" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_uq" ON "users" USING btree ("facebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_apple_uq" ON "users" USING btree ("apple_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_id_uq" ON "users" USING btree ("phone_id");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id","purpose");