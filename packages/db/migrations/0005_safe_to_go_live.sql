CREATE TABLE "known_sign_ins" (
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "known_sign_ins" ADD CONSTRAINT "known_sign_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_sign_ins_pk" ON "known_sign_ins" USING btree ("user_id","address_hash");--> statement-breakpoint
CREATE INDEX "known_sign_ins_last_idx" ON "known_sign_ins" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
-- Accounts the demo seed made before is_demo existed (their addresses are on the reserved @faena.demo).
UPDATE "profiles" SET "is_demo" = true FROM "user" WHERE "user"."id" = "profiles"."user_id" AND "user"."email" LIKE '%@faena.demo';
