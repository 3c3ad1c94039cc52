-- Issue 24: the language each account chose in 'Idioma' (Castellano unless chosen): its screens,
-- e-mails and notifications. The list is @faena/shared's LANGUAGES.
ALTER TABLE "profiles" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_check" CHECK ("profiles"."language" in ('es', 'ca', 'gl', 'eu', 'en'));--> statement-breakpoint
-- The language is in the actor (plugins/auth.ts): a change empties the session cache.
DROP TRIGGER "profiles_auth_changed" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_auth_changed" AFTER UPDATE OF "id", "user_id", "role", "is_admin", "verified", "first_name", "last_name", "suspended_at", "deleted_at", "is_demo", "location_municipality_code", "language" OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "faena_auth_changed"();
