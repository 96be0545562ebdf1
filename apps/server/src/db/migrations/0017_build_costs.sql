-- Cost to build: the cost per square foot per region and finish staff import, and each design's complexity factor.
CREATE TABLE "build_cost_regions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"basic_cents_per_sq_ft" integer NOT NULL,
	"standard_cents_per_sq_ft" integer NOT NULL,
	"premium_cents_per_sq_ft" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "complexity_factor" real DEFAULT 1 NOT NULL;