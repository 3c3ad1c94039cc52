-- The public listings and the sitemap count the public tasks on every request: read from one
-- index (province, category, owner, reservation) with the few suspended or deleted owners left out
-- by an anti-join on a second, tiny one, the count needs no table row (an index-only scan).
CREATE INDEX "profiles_inactive_idx" ON "profiles" USING btree ("id") WHERE "profiles"."suspended_at" is not null or "profiles"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_open_count_idx" ON "tasks" USING btree ("province","category","owner_id","reserved_until") WHERE "tasks"."status" = 'open' and "tasks"."hidden_at" is null;