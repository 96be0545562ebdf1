-- A code's uses per buyer are counted by mailbox (decision 062): `ann@example.com`, `ann+1@example.com`
-- and `ANN+2@Example.com` reach one inbox, so they are one buyer. Orders now record a use under
-- `promotionBuyerKey`, which is `recipientKey` (modules/email/recipient-key.ts); the uses recorded before
-- were under the address as typed (lower case). Each row moves to the key recipientKey gives its address
-- (lower case, without the local part's `+tag`, at Gmail without dots and googlemail.com as gmail.com),
-- and the uses of addresses that share a key add up, so every use taken before still counts.
WITH "typed" AS (
  DELETE FROM "promotion_buyer_uses" RETURNING "promotion_id", "uses", lower(btrim("email")) AS "address"
),
"parts" AS (
  SELECT "promotion_id", "uses", "address",
         -- Greedy: the local part runs to the last @.
         substring("address" FROM '^(.*)@') AS "local",
         regexp_replace(substring("address" FROM '@([^@]*)$'), '\.$', '') AS "domain"
  FROM "typed"
),
"keyed" AS (
  SELECT "promotion_id", "uses",
         CASE
           WHEN "local" IS NULL THEN "address"
           WHEN "domain" IN ('gmail.com', 'googlemail.com')
             THEN replace(split_part("local", '+', 1), '.', '') || '@gmail.com'
           ELSE split_part("local", '+', 1) || '@' || "domain"
         END AS "key"
  FROM "parts"
)
INSERT INTO "promotion_buyer_uses" ("promotion_id", "email", "uses")
SELECT "promotion_id", "key", sum("uses")::int FROM "keyed" GROUP BY "promotion_id", "key";
