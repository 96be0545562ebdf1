-- Licence upgrades (decision 052): an upgrade's order line names the line whose licence it widens.
ALTER TABLE "order_lines" ADD COLUMN "upgrade_of" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_upgrade_of_order_lines_id_fk" FOREIGN KEY ("upgrade_of") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_upgrade_idx" ON "order_lines" USING btree ("upgrade_of") WHERE "order_lines"."upgrade_of" is not null;