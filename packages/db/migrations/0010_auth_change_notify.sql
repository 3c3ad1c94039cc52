-- Every change that can end a session or change who its actor is (sign-out, revocation, expiry
-- refresh, suspension, deletion, role, name, e-mail) sends one NOTIFY on 'faena_auth' at commit,
-- whatever code path made it (better-auth, the admin's tools, a cascade, a script): each server
-- process then empties its in-process session cache (apps/server/src/plugins/session-cache.ts).
CREATE FUNCTION "faena_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('faena_auth', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "faena_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_auth_changed" AFTER UPDATE OF "id", "email", "email_verified", "created_at" OR DELETE OR TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "faena_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "profiles_auth_changed" AFTER UPDATE OF "id", "user_id", "role", "is_admin", "verified", "first_name", "last_name", "suspended_at", "deleted_at", "is_demo" OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "faena_auth_changed"();
