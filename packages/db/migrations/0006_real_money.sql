CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status" CHECK ("payout_accounts"."status" in ('pending', 'verified', 'needs_information'))
);
--> statement-breakpoint
CREATE TABLE "test_provider_objects" (
	"ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"parent_ref" text,
	"client_secret" text,
	"failure_reason" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settling" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settling_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_ref" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_pk" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_ref" ON "payout_accounts" USING btree ("provider","account_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_objects_key" ON "test_provider_objects" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_pending_card_idx" ON "payments" USING btree ("created_at") WHERE "payments"."method" = 'card' and ("payments"."status" = 'pending' or "payments"."settling" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_settling" CHECK ("payments"."settling" is null or "payments"."settling" in ('release', 'refund'));