-- Study sets (decision 051): a design may offer the study-set licence; each credit of a study set on a later
-- order is kept once, and on orders the credit and its note.
CREATE TABLE "study_set_credits" (
	"study_line_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_licences" DROP CONSTRAINT "design_licences_licence_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note" text;--> statement-breakpoint
ALTER TABLE "study_set_credits" ADD CONSTRAINT "study_set_credits_study_line_id_order_lines_id_fk" FOREIGN KEY ("study_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_set_credits" ADD CONSTRAINT "study_set_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_set_credits_order_idx" ON "study_set_credits" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "design_licences" ADD CONSTRAINT "design_licences_licence_check" CHECK ("design_licences"."licence" in ('cad', 'unlimited', 'study'));