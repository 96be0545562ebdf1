-- When each design was first published (saved searches e-mail the designs published since they last looked):
-- kept by a trigger, so every way a design becomes published (the editor, the seed, a restore) sets it once;
-- and the words a saved search was saved with.
ALTER TABLE "designs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "designs_pub_published_at_idx" ON "designs" USING btree ("published_at") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE FUNCTION "designs_first_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.published_at IS NULL THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "designs_first_published" BEFORE INSERT OR UPDATE OF "status" ON "designs"
  FOR EACH ROW EXECUTE FUNCTION "designs_first_published"();--> statement-breakpoint
UPDATE "designs" SET "published_at" = "created_at" WHERE "status" = 'published';
