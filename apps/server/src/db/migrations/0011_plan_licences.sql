-- Plan licences (docs/decisions/032-plan-licences.md): the extra licences a design offers, the licence of
-- each order line (existing lines bought the PDF single-build licence) and one download grant per file
-- (existing grants are the plan set). Also the home page's featured designs get their own small index
-- (decision 020: without it the home page read every design at 100,000 designs).
CREATE TABLE "design_licences" (
	"design_id" text NOT NULL,
	"licence" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "design_licences_design_id_licence_pk" PRIMARY KEY("design_id","licence"),
	CONSTRAINT "design_licences_licence_check" CHECK ("design_licences"."licence" in ('cad', 'unlimited')),
	CONSTRAINT "design_licences_price_check" CHECK ("design_licences"."price_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "download_grants_order_design_idx";--> statement-breakpoint
ALTER TABLE "download_grants" ADD COLUMN "file" text DEFAULT 'plan-set' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "licence" text DEFAULT 'pdf-single' NOT NULL;--> statement-breakpoint
ALTER TABLE "design_licences" ADD CONSTRAINT "design_licences_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_grants_order_design_file_idx" ON "download_grants" USING btree ("order_id","design_id","file");--> statement-breakpoint
CREATE INDEX "designs_pub_featured_idx" ON "designs" USING btree ("featured_rank","id") WHERE "designs"."status" = 'published' and "designs"."featured";