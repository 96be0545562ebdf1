-- Promotion codes (decision 049): the codes, each buyer's uses of them, and on each order the discount it
-- gave and its code. Staff of the built-in sales role read and run them (promotions:read, promotions:update).
CREATE TABLE "promotion_buyer_uses" (
	"promotion_id" text NOT NULL,
	"email" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_buyer_uses_promotion_id_email_pk" PRIMARY KEY("promotion_id","email")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"max_uses" integer,
	"max_uses_per_buyer" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paused_at" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "promotion_buyer_uses" ADD CONSTRAINT "promotion_buyer_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promotion_idx" ON "orders" USING btree ("promotion_id","created_at") WHERE "orders"."promotion_id" is not null;--> statement-breakpoint
INSERT INTO "staff_role_permissions" ("role_id", "resource", "action") VALUES
	('sales', 'promotions', 'read'),
	('sales', 'promotions', 'update')
	ON CONFLICT DO NOTHING;
