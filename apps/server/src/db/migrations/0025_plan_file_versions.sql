-- Plan file versions (decision 046): a design's plan set or CAD files count versions, earlier ones are
-- kept for their buyers, and each download grant names the version it opens and when its buyer was told.
-- Grants from before are the first version of an uploaded file (0, the current file, for a generated
-- one), and their buyers were told by the payment mail.
CREATE TABLE "design_file_versions" (
	"design_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"page_count" integer,
	"change_note" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_file_versions_design_id_kind_version_pk" PRIMARY KEY("design_id","kind","version")
);
--> statement-breakpoint
DROP INDEX "download_grants_order_design_file_idx";--> statement-breakpoint
ALTER TABLE "design_files" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_files" ADD COLUMN "change_note" text;--> statement-breakpoint
ALTER TABLE "download_grants" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "download_grants" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "design_file_versions" ADD CONSTRAINT "design_file_versions_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_file_versions" ADD CONSTRAINT "design_file_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_grants_order_design_file_version_idx" ON "download_grants" USING btree ("order_id","design_id","file","version");--> statement-breakpoint
CREATE INDEX "download_grants_design_file_idx" ON "download_grants" USING btree ("design_id","file");--> statement-breakpoint
UPDATE "download_grants" SET "notified_at" = "created_at";--> statement-breakpoint
UPDATE "download_grants" SET "version" = 1
  WHERE EXISTS (SELECT 1 FROM "design_files" WHERE "design_files"."design_id" = "download_grants"."design_id" AND "design_files"."kind" = "download_grants"."file");
