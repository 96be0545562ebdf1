ALTER TABLE "designs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "designs_pub_popular_idx" ON "designs" USING btree ("popularity" DESC NULLS FIRST,"id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_price_idx" ON "designs" USING btree ("price_cents","id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_price_desc_idx" ON "designs" USING btree ("price_cents" DESC NULLS FIRST,"id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_newest_idx" ON "designs" USING btree ("listed_on" DESC NULLS FIRST,"id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_area_idx" ON "designs" USING btree ("area","id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_area_desc_idx" ON "designs" USING btree ("area" DESC NULLS FIRST,"id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_width_idx" ON "designs" USING btree ("width_ft","id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_category_idx" ON "designs" USING btree ("category_id","building_type_id","location_id","popularity" DESC NULLS FIRST,"id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_location_idx" ON "designs" USING btree ("location_id","popularity" DESC NULLS FIRST,"id") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_search_idx" ON "designs" USING gin ("search") WHERE "designs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "designs_pub_conditions_idx" ON "designs" USING gin ("environmental_conditions") WHERE "designs"."status" = 'published';