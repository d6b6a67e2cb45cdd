-- Account safety (issue 10, decision 010).
-- An e-mail change is held on its code until the new address proves it: the code row carries the new address.
ALTER TABLE "verification_codes" ADD COLUMN "target" text;
--> statement-breakpoint
-- Failed password sign-ins, per account (the submitted e-mail, lower-cased) and address. The address "*" row is
-- the account's global ceiling. Only failures count; a success or a password reset clears them, and a success marks
-- the address as one the owner uses (last_success_at), which the ceiling never blocks.
CREATE TABLE "login_failures" (
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "login_failures_account_key_ip_pk" PRIMARY KEY("account_key","ip")
);
--> statement-breakpoint
CREATE INDEX "login_failures_window_idx" ON "login_failures" USING btree ("window_start");
