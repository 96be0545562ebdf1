CREATE TABLE "design_page_views" (
	"design_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "design_page_views_design_id_day_pk" PRIMARY KEY("design_id","day")
);
--> statement-breakpoint
ALTER TABLE "design_page_views" ADD CONSTRAINT "design_page_views_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_page_views_day_idx" ON "design_page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_sale_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'paid';
