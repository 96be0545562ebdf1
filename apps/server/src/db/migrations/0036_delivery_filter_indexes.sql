-- The staff list's delivery filter at a million orders (decision 057): when few orders are in a state
-- (none downloaded, few links open) the planner starts from the grants through these instead of
-- reading every order's state.
CREATE INDEX "download_grants_used_idx" ON "download_grants" USING btree ("order_id") WHERE "download_grants"."uses" > 0;--> statement-breakpoint
CREATE INDEX "download_grants_expiry_idx" ON "download_grants" USING btree ("expires_at","order_id");