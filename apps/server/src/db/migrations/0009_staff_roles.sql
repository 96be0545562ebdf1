-- Roles become data (docs/decisions/026-staff-accounts-and-roles.md). The built-in roles are seeded with
-- the permissions they had in code (DEFAULT_ROLE_PERMISSIONS in packages/domain/src/permissions.ts);
-- super_admin holds no rows: it passes every check.
CREATE TABLE "staff_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "staff_role_permissions" (
	"role_id" text NOT NULL,
	"resource" text NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "staff_role_permissions_role_id_resource_action_pk" PRIMARY KEY("role_id","resource","action")
);
--> statement-breakpoint
ALTER TABLE "staff_role_permissions" ADD CONSTRAINT "staff_role_permissions_role_id_staff_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_roles"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
INSERT INTO "staff_roles" ("id", "name", "built_in") VALUES
	('super_admin', 'Super admin', true),
	('content_editor', 'Content editor', true),
	('sales', 'Sales', true);--> statement-breakpoint
INSERT INTO "staff_role_permissions" ("role_id", "resource", "action") VALUES
	('content_editor', 'dashboard', 'read'),
	('content_editor', 'content', 'read'),
	('content_editor', 'content', 'update'),
	('content_editor', 'designs', 'read'),
	('content_editor', 'designs', 'create'),
	('content_editor', 'designs', 'update'),
	('sales', 'dashboard', 'read'),
	('sales', 'orders', 'read'),
	('sales', 'orders', 'update'),
	('sales', 'customers', 'read'),
	('sales', 'support', 'read'),
	('sales', 'support', 'update');--> statement-breakpoint
-- Any other role an account holds becomes a custom role without permissions, so the foreign key holds.
INSERT INTO "staff_roles" ("id", "name", "built_in")
	SELECT DISTINCT "role", "role", false FROM "staff_users" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_staff_roles_id_fk" FOREIGN KEY ("role") REFERENCES "public"."staff_roles"("id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "password_reset_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_users_role_idx" ON "staff_users" USING btree ("role");--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_invites_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invites_user_idx" ON "staff_invites" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("staff_user_id");
