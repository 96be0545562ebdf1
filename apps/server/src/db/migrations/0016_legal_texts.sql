-- Legal texts (licence, privacy policy, terms) become versioned: one row per published version.
CREATE TABLE "legal_text_versions" (
	"document" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "legal_text_versions_document_version_pk" PRIMARY KEY("document","version"),
	CONSTRAINT "legal_text_versions_document_check" CHECK ("legal_text_versions"."document" in ('licence', 'privacy', 'terms'))
);
--> statement-breakpoint
ALTER TABLE "legal_text_versions" ADD CONSTRAINT "legal_text_versions_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The licence text saved before versions existed becomes its version 1; its settings row goes.
INSERT INTO "legal_text_versions" ("document", "version", "title", "body", "published_at")
SELECT 'licence', 1, "value"->>'title', "value"->>'body', "updated_at" FROM "settings"
WHERE "key" = 'plan_licence' AND jsonb_typeof("value"->'title') = 'string' AND jsonb_typeof("value"->'body') = 'string';--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'plan_licence';
