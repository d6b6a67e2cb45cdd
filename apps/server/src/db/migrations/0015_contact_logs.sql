CREATE TABLE "contact_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"seller_user_id" text NOT NULL,
	"user_id" text,
	"type" text NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_logs" ADD CONSTRAINT "contact_logs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_logs" ADD CONSTRAINT "contact_logs_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_logs" ADD CONSTRAINT "contact_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_logs_seller_idx" ON "contact_logs" USING btree ("seller_user_id","added_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_logs_item_idx" ON "contact_logs" USING btree ("item_id");