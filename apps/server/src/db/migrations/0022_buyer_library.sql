-- The buyer's library (decision 044): passkeys and their challenges, favourites kept with the account,
-- saved searches, the record of data exports and deletions, and each plan line's build site.
CREATE TABLE "account_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"staff_user_id" text,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_favourites" (
	"account_id" text NOT NULL,
	"design_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_favourites_account_id_design_id_pk" PRIMARY KEY("account_id","design_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_passkey_challenges" (
	"handle_hash" text PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"account_id" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"search" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "build_site" text;--> statement-breakpoint
ALTER TABLE "account_favourites" ADD CONSTRAINT "account_favourites_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_favourites" ADD CONSTRAINT "account_favourites_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_passkey_challenges" ADD CONSTRAINT "buyer_passkey_challenges_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_passkeys" ADD CONSTRAINT "buyer_passkeys_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_account_idx" ON "account_events" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "buyer_passkeys_account_idx" ON "buyer_passkeys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "saved_searches_account_idx" ON "saved_searches" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "saved_searches_checked_idx" ON "saved_searches" USING btree ("checked_at");