-- Each line keeps its share of the order's code discount and its study set's credit (decision 064), so
-- what was really paid for a licence is read, not guessed, when it is upgraded.
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A study set's credit belongs to the line of its design.
UPDATE "order_lines" l SET "credit_cents" = least(c.cents, l.line_total_cents)
FROM "study_set_credits" c JOIN "order_lines" s ON s.id = c.study_line_id
WHERE c.order_id = l.order_id AND s.design_id = l.design_id;--> statement-breakpoint
-- A discount is shared over the lines its code covers, in proportion to their totals; the largest line
-- takes the odd cents.
WITH covered AS (
  SELECT l.id, l.order_id, l.line_total_cents AS weight, o.discount_cents AS total
  FROM "order_lines" l
  JOIN "orders" o ON o.id = l.order_id
  LEFT JOIN "promotions" p ON p.id = o.promotion_id
  LEFT JOIN "designs" d ON d.id = l.design_id
  WHERE o.discount_cents > 0 AND (
    p.id IS NULL OR p.scope = 'all'
    OR (p.scope = 'licences' AND p.scope_values @> to_jsonb(l.licence))
    OR (p.scope = 'designs' AND p.scope_values @> to_jsonb(l.design_id))
    OR (p.scope = 'categories' AND d.category_id IS NOT NULL AND p.scope_values @> to_jsonb(d.category_id)))
),
shares AS (
  SELECT id, order_id, total,
         floor(total::numeric * weight / nullif(sum(weight) OVER (PARTITION BY order_id), 0))::int AS share,
         row_number() OVER (PARTITION BY order_id ORDER BY weight DESC, id) AS rank
  FROM covered
),
rest AS (SELECT order_id, max(total) - sum(share) AS odd FROM shares GROUP BY order_id)
UPDATE "order_lines" l
SET "discount_cents" = coalesce(shares.share, 0) + CASE WHEN shares.rank = 1 THEN rest.odd ELSE 0 END
FROM shares JOIN rest USING (order_id)
WHERE l.id = shares.id;
