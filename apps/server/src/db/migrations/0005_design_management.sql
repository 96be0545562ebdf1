CREATE TABLE "design_files" (
	"design_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"page_count" integer,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_files_design_id_kind_pk" PRIMARY KEY("design_id","kind")
);
--> statement-breakpoint
CREATE TABLE "design_images" (
	"id" text PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"old_cents" integer NOT NULL,
	"new_cents" integer NOT NULL,
	"changed_by" text,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "featured_rank" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "width_ft" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "depth_ft" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "garage_bays" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "foundation" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "roof_type" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "style" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "generated_plan_set" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "design_files" ADD CONSTRAINT "design_files_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_files" ADD CONSTRAINT "design_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_files" ADD CONSTRAINT "design_files_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_images" ADD CONSTRAINT "design_images_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_images" ADD CONSTRAINT "design_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_price_changes" ADD CONSTRAINT "design_price_changes_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_price_changes" ADD CONSTRAINT "design_price_changes_changed_by_staff_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_images_design_idx" ON "design_images" USING btree ("design_id","position");--> statement-breakpoint
CREATE INDEX "design_price_changes_at_idx" ON "design_price_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "design_price_changes_design_idx" ON "design_price_changes" USING btree ("design_id","changed_at");--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_status_updated_idx" ON "designs" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "order_lines_design_idx" ON "order_lines" USING btree ("design_id");--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_status_check" CHECK ("designs"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
-- Every design that exists before this migration is a seeded one, delivered with the generated stand-in.
UPDATE "designs" SET "generated_plan_set" = true;--> statement-breakpoint
-- The featured designs keep the order the storefront showed them in (by id).
UPDATE "designs" SET "featured_rank" = ranked.rank
FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS rank FROM "designs" WHERE "featured") AS ranked
WHERE "designs"."id" = ranked."id";
