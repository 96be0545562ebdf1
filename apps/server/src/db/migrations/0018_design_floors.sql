-- Floor plans: a design's floors in order, each with its room schedule and an optional uploaded drawing.
CREATE TABLE "design_floors" (
	"id" text PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"rooms" jsonb NOT NULL,
	"file_id" text,
	"image_alt" text,
	"image_width" integer,
	"image_height" integer
);
--> statement-breakpoint
ALTER TABLE "design_floors" ADD CONSTRAINT "design_floors_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_floors" ADD CONSTRAINT "design_floors_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_floors_design_idx" ON "design_floors" USING btree ("design_id","position");--> statement-breakpoint
CREATE INDEX "design_floors_file_idx" ON "design_floors" USING btree ("file_id");