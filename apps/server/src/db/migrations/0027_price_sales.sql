-- Sales (decision 050): a design's or a category's prices reduced by a percentage between two times.
CREATE TABLE "price_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"percent_off" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_sales_target_idx" ON "price_sales" USING btree ("target","target_id","ends_at");