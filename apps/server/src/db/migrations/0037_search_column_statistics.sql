-- Steadier estimates for the staff customer search (decision 057). The planner guesses how many rows
-- contain a fragment ('%owals%') by testing it against the column's histogram; with the default 100
-- entries its guess for 3,360 of 200,000 customers ranged from 2,000 to 13,900 between two ANALYZE
-- runs, and past about 10,000 it counted the matches by reading the table (80 ms on PGlite) instead of
-- through the trigram indexes (4 ms). With 1,000 entries the guess was 3,392 in ten runs out of ten.
-- (The orders' copies of the buyers' names guessed within 16,000–23,000 for 16,667 either way.)
ALTER TABLE "customers" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "email" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "customers" ("name", "email");
