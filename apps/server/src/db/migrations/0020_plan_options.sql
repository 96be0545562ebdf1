-- Plan options (decision 043): the options a design offers (null: all the studio offers), those an order line
-- bought, and the tasks of drawing them once the order is paid.
CREATE TABLE "order_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"design_id" text NOT NULL,
	"option_id" text NOT NULL,
	"label" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"file_id" text,
	"file_name" text,
	"delivered_at" timestamp with time zone,
	"delivered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "plan_options" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tasks" ADD CONSTRAINT "order_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tasks" ADD CONSTRAINT "order_tasks_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tasks" ADD CONSTRAINT "order_tasks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tasks" ADD CONSTRAINT "order_tasks_delivered_by_staff_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tasks_order_option_idx" ON "order_tasks" USING btree ("order_id","design_id","option_id");--> statement-breakpoint
CREATE INDEX "order_tasks_open_due_idx" ON "order_tasks" USING btree ("due_at") WHERE "order_tasks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "order_tasks_delivered_idx" ON "order_tasks" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "order_tasks_file_idx" ON "order_tasks" USING btree ("file_id");