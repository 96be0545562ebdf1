-- The staff order search and export at a million orders (decision 057).
-- The search reads the buyer's name and e-mail on the order itself: a trigram index over them finds a
-- name fragment's orders without looking each matching buyer's orders up one by one. Triggers keep the
-- copy equal to the customer's name and e-mail (an erased customer's orders are no longer found by the
-- old name).
ALTER TABLE "orders" ADD COLUMN "buyer_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The text searched: name and e-mail on two lines, so a search never matches across the two.
CREATE FUNCTION buyer_search_text(name text, email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT name || E'\n' || email
$$;
--> statement-breakpoint
UPDATE "orders" o SET "buyer_search" = buyer_search_text(c.name, c.email) FROM "customers" c WHERE c.id = o.customer_id;
--> statement-breakpoint
CREATE INDEX "orders_buyer_search_trgm_idx" ON "orders" USING gin ("buyer_search" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION orders_buyer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT buyer_search_text(c.name, c.email) INTO NEW.buyer_search FROM customers c WHERE c.id = NEW.customer_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_buyer_search BEFORE INSERT OR UPDATE OF customer_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_buyer_search();
--> statement-breakpoint
CREATE FUNCTION customers_buyer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET buyer_search = buyer_search_text(NEW.name, NEW.email) WHERE customer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_buyer_search AFTER UPDATE OF name, email ON customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION customers_buyer_search();
--> statement-breakpoint
-- A list's or an export's item counts and delivery, read with each order from these indexes alone.
DROP INDEX "order_lines_order_idx";--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","quantity");--> statement-breakpoint
CREATE INDEX "download_grants_delivery_idx" ON "download_grants" USING btree ("order_id","uses","expires_at");
