-- What's included: a design's additions to each licence, and the listed sheets of an uploaded plan set.
ALTER TABLE "designs" ADD COLUMN "inclusion_additions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "plan_set_contents" jsonb DEFAULT '[]'::jsonb NOT NULL;