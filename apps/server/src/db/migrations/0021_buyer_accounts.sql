-- Buyer accounts (decision 044): accounts proved by a sign-in e-mail, the e-mails' one-time links,
-- server-side buyer sessions, and finding customers by address whatever its case.
CREATE TABLE "buyer_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	CONSTRAINT "buyer_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "buyer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "buyer_sign_in_links" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "buyer_sign_in_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "buyer_sessions" ADD CONSTRAINT "buyer_sessions_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_sessions_account_idx" ON "buyer_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "buyer_sign_in_links_email_idx" ON "buyer_sign_in_links" USING btree ("email","expires_at");--> statement-breakpoint
CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email"));