ALTER TABLE "designs" ADD COLUMN "plan_check_errors" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "plan_check_warnings" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "plan_check_rules" text[];--> statement-breakpoint
CREATE INDEX "designs_plan_check_idx" ON "designs" USING btree ("plan_check_errors" DESC NULLS LAST,"title","id") WHERE "designs"."building_model" is not null;