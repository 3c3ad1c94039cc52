-- 'Distancia' with the newest first: a GiST over (earth_point, published_at) lets PostgreSQL walk
-- the radius's box in order of publication (a KNN scan on published_at), instead of reading every
-- task in the circle and sorting them (17.9 ms at 1,000,000 tasks, growing with the circle; decision
-- 0032). btree_gist gives timestamps a GiST operator class; it ships with PostgreSQL's contrib
-- (a trusted extension) and with PGlite (packages/db/src/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE INDEX "tasks_open_point_newest_idx" ON "tasks" USING gist ("earth_point","published_at") WHERE "tasks"."status" = 'open' and "tasks"."hidden_at" is null;
