-- Find professionals: the search vector of field_worker_profiles (names, headline, bio in Spanish,
-- accent-insensitive through faena_es), kept current by triggers, and the indexes of its orders.
CREATE OR REPLACE FUNCTION professional_search_document(first_name text, last_name text, headline text, bio text)
  RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('faena_es', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') ||
           setweight(to_tsvector('faena_es', coalesce(headline, '')), 'B') ||
           setweight(to_tsvector('faena_es', coalesce(bio, '')), 'C')
  $$;
--> statement-breakpoint
-- A professional row written: its vector from its own text and the profile's names.
CREATE OR REPLACE FUNCTION field_worker_profiles_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p_first text;
  p_last text;
BEGIN
  SELECT first_name, last_name INTO p_first, p_last FROM profiles WHERE id = NEW.profile_id;
  NEW.search_vector := professional_search_document(p_first, p_last, NEW.headline, NEW.bio);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER field_worker_profiles_search_vector_trg
  BEFORE INSERT OR UPDATE OF headline, bio, profile_id ON field_worker_profiles
  FOR EACH ROW EXECUTE FUNCTION field_worker_profiles_search_vector();
--> statement-breakpoint
-- A renamed profile: its professional row (if any) follows.
CREATE OR REPLACE FUNCTION profiles_professional_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name THEN
    UPDATE field_worker_profiles
       SET search_vector = professional_search_document(NEW.first_name, NEW.last_name, headline, bio)
     WHERE profile_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_professional_search_vector_trg
  AFTER UPDATE OF first_name, last_name ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_professional_search_vector();
--> statement-breakpoint
-- Rows written before the triggers existed.
UPDATE field_worker_profiles f
   SET search_vector = professional_search_document(p.first_name, p.last_name, f.headline, f.bio)
  FROM profiles p
 WHERE p.id = f.profile_id;
--> statement-breakpoint
CREATE INDEX "field_worker_profiles_rating_idx" ON "field_worker_profiles" USING btree (coalesce("rating_avg", 0) desc,"rating_count" DESC NULLS LAST,"profile_id" DESC NULLS LAST) WHERE cardinality("field_worker_profiles"."service_provinces") > 0;--> statement-breakpoint
CREATE INDEX "field_worker_profiles_completed_idx" ON "field_worker_profiles" USING btree ("completed_count" DESC NULLS LAST,"profile_id" DESC NULLS LAST) WHERE cardinality("field_worker_profiles"."service_provinces") > 0;--> statement-breakpoint
CREATE INDEX "field_worker_profiles_newest_idx" ON "field_worker_profiles" USING btree ("created_at" DESC NULLS LAST,"profile_id" DESC NULLS LAST) WHERE cardinality("field_worker_profiles"."service_provinces") > 0;
