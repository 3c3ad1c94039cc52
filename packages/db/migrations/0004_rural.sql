CREATE TABLE "task_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" integer,
	"season" text,
	"interval" integer,
	"anchor_date" date NOT NULL,
	"next_due_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_task_id" uuid,
	"paused_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_series_status" CHECK ("task_series"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_track" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_gate" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_keys" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "needs_4x4" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reserved_for" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "deadline_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_last_task_id_tasks_id_fk" FOREIGN KEY ("last_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_series_owner_idx" ON "task_series" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "task_series_due_idx" ON "task_series" USING btree ("next_due_date") WHERE "task_series"."status" = 'active';--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_series_id_task_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."task_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_reserved_for_profiles_id_fk" FOREIGN KEY ("reserved_for") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_series_due_key" ON "tasks" USING btree ("series_id","due_date") WHERE "tasks"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "tasks_deadline_idx" ON "tasks" USING btree ("due_date") WHERE "tasks"."status" = 'open' and "tasks"."due_date" is not null and "tasks"."deadline_notified_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_reserved_idx" ON "tasks" USING btree ("reserved_until") WHERE "tasks"."reserved_until" is not null;