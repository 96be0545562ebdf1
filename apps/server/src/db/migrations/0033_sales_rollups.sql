-- Sales roll-ups for the analytics (decision 058): per paid day (UTC) and billing country, and per paid
-- day and design, kept by triggers in the transaction of every write that makes, changes or unmakes a
-- sale, and filled from the orders already paid.
CREATE TABLE "design_sales_days" (
	"day" date NOT NULL,
	"design_id" text NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "design_sales_days_day_design_id_pk" PRIMARY KEY("day","design_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "sales_days_day_country_pk" PRIMARY KEY("day","country")
);
--> statement-breakpoint
-- An order's part in sales_days (sign 1 adds it, -1 takes it away): only a paid order with a paid time.
CREATE FUNCTION sales_days_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.status <> 'paid' OR o.paid_at IS NULL THEN RETURN; END IF;
  INSERT INTO sales_days AS s (day, country, orders, revenue_cents)
  VALUES ((o.paid_at AT TIME ZONE 'UTC')::date, coalesce(o.billing->>'country', ''), sign,
    sign * (o.total_cents - o.refunded_cents))
  ON CONFLICT (day, country) DO UPDATE
    SET orders = s.orders + excluded.orders, revenue_cents = s.revenue_cents + excluded.revenue_cents;
END $$;
--> statement-breakpoint
-- An order's lines' part in design_sales_days: each design once per order, its units and line totals.
CREATE FUNCTION design_sales_days_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.status <> 'paid' OR o.paid_at IS NULL THEN RETURN; END IF;
  INSERT INTO design_sales_days AS d (day, design_id, orders, units, revenue_cents)
  SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.design_id, sign, sign * sum(l.quantity), sign * sum(l.line_total_cents)
  FROM order_lines l WHERE l.order_id = o.id GROUP BY l.design_id
  ON CONFLICT (day, design_id) DO UPDATE
    SET orders = d.orders + excluded.orders, units = d.units + excluded.units,
      revenue_cents = d.revenue_cents + excluded.revenue_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Its lines are inserted after it (or with it): order_lines_sales_rollup counts them.
    PERFORM sales_days_apply(NEW, 1);
  ELSE
    PERFORM sales_days_apply(OLD, -1);
    PERFORM design_sales_days_apply(OLD, -1);
    PERFORM sales_days_apply(NEW, 1);
    PERFORM design_sales_days_apply(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_sales_rollup_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_days_apply(OLD, -1);
  PERFORM design_sales_days_apply(OLD, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- A line added to an order that is already paid (an order placed paid, its lines in the same transaction).
CREATE FUNCTION order_lines_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = NEW.order_id;
  IF o.status <> 'paid' OR o.paid_at IS NULL THEN RETURN NULL; END IF;
  INSERT INTO design_sales_days AS d (day, design_id, orders, units, revenue_cents)
  VALUES ((o.paid_at AT TIME ZONE 'UTC')::date, NEW.design_id,
    -- The order counts once for the design: on the design's first line in it.
    CASE WHEN NEW.id = (SELECT min(id) FROM order_lines WHERE order_id = NEW.order_id AND design_id = NEW.design_id)
      THEN 1 ELSE 0 END,
    NEW.quantity, NEW.line_total_cents)
  ON CONFLICT (day, design_id) DO UPDATE
    SET orders = d.orders + excluded.orders, units = d.units + excluded.units,
      revenue_cents = d.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.total_cents IS DISTINCT FROM NEW.total_cents OR OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents
    OR OLD.billing->>'country' IS DISTINCT FROM NEW.billing->>'country')
  EXECUTE FUNCTION orders_sales_rollup();
--> statement-breakpoint
-- Before the delete: its lines (deleted with it) are still there to take away.
CREATE TRIGGER orders_sales_rollup_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_sales_rollup_before_delete();
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_rollup AFTER INSERT ON order_lines FOR EACH ROW EXECUTE FUNCTION order_lines_sales_rollup();
--> statement-breakpoint
INSERT INTO sales_days (day, country, orders, revenue_cents)
SELECT (paid_at AT TIME ZONE 'UTC')::date, coalesce(billing->>'country', ''), count(*), sum(total_cents - refunded_cents)
FROM orders WHERE status = 'paid' AND paid_at IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO design_sales_days (day, design_id, orders, units, revenue_cents)
SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.design_id, count(DISTINCT o.id), sum(l.quantity), sum(l.line_total_cents)
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE o.status = 'paid' AND o.paid_at IS NOT NULL GROUP BY 1, 2;
