ALTER TABLE "properties" ADD COLUMN "access_track" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_gate" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_keys" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "needs_4x4" boolean DEFAULT false NOT NULL;