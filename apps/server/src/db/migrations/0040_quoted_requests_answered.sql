-- A quote sent for a modification request answers it, as a reply does (modules/quotes/service.ts `send`).
-- Requests quoted before this rule still read New: each with a quote sent is answered now.
UPDATE "contact_inquiries" SET "status" = 'answered', "updated_at" = now()
WHERE "status" = 'new'
  AND EXISTS (SELECT 1 FROM "quotes" WHERE "quotes"."inquiry_id" = "contact_inquiries"."id" AND "quotes"."sent_at" IS NOT NULL);
