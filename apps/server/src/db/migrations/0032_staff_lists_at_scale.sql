-- Staff lists at a million orders (decision 057): trigram indexes for "part of a number, name or
-- e-mail" searches, each list sort's index ending on its unique column for keyset pages, and the
-- waiting bank transfers the admin's badge counts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "customers_last_order_idx";--> statement-breakpoint
DROP INDEX "customers_name_idx";--> statement-breakpoint
DROP INDEX "customers_order_count_idx";--> statement-breakpoint
DROP INDEX "customers_paid_total_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_total_idx";--> statement-breakpoint
CREATE INDEX "customers_last_order_desc_idx" ON "customers" USING btree (coalesce("last_order_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "customers_last_order_asc_idx" ON "customers" USING btree (coalesce("last_order_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_awaiting_transfer_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'awaiting_payment' and "orders"."payment_provider" = 'manual';--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customers_order_count_idx" ON "customers" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "customers_paid_total_idx" ON "customers" USING btree ("paid_total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","number");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents","number");