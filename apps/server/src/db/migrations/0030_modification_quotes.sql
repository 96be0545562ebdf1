-- Modification quotes (decision 053): a quote written from a modification request, its drawings and its
-- history. The deposit and the balance are paid as orders of their own. Staff of the built-in sales and
-- content editor roles read and run quotes (quotes:read, quotes:update).
CREATE TABLE "quote_drawings" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"comment" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text,
	"summary" text NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"inquiry_id" text,
	"design_id" text NOT NULL,
	"design_title" text NOT NULL,
	"buyer_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_percent" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"due_days" integer NOT NULL,
	"valid_until" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"deposit_order_id" text,
	"balance_order_id" text,
	"created_by" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "quote_drawings" ADD CONSTRAINT "quote_drawings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_drawings" ADD CONSTRAINT "quote_drawings_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_drawings" ADD CONSTRAINT "quote_drawings_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_order_id_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_balance_order_id_orders_id_fk" FOREIGN KEY ("balance_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_drawings_quote_idx" ON "quote_drawings" USING btree ("quote_id","kind","version");--> statement-breakpoint
CREATE INDEX "quote_drawings_file_idx" ON "quote_drawings" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_updated_idx" ON "quotes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quotes_inquiry_idx" ON "quotes" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "quotes_deposit_order_idx" ON "quotes" USING btree ("deposit_order_id") WHERE "quotes"."deposit_order_id" is not null;--> statement-breakpoint
CREATE INDEX "quotes_balance_order_idx" ON "quotes" USING btree ("balance_order_id") WHERE "quotes"."balance_order_id" is not null;--> statement-breakpoint
INSERT INTO "staff_role_permissions" ("role_id", "resource", "action") VALUES
	('sales', 'quotes', 'read'),
	('sales', 'quotes', 'update'),
	('content_editor', 'quotes', 'read'),
	('content_editor', 'quotes', 'update')
	ON CONFLICT DO NOTHING;
