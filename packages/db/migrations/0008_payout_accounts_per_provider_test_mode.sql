-- A professional may hold a payout account at each provider (test mode, then Stripe).
ALTER TABLE "payout_accounts" DROP CONSTRAINT "payout_accounts_pkey";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_pk" PRIMARY KEY("profile_id","provider");--> statement-breakpoint
-- Invoices of test-mode payments: no fiscal value, their own series and chain.
ALTER TABLE "invoices" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Card payments of a provider in test mode (the test provider, or Stripe with an sk_test_ key).
ALTER TABLE "payments" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "test_mode" = true WHERE "provider" = 'pruebas';
