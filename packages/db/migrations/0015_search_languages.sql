-- Issue 24: search in every language, accents and case ignored. A text search configuration per
-- language beside faena_es (0001): Català, Euskara and English copy their language with unaccent
-- before the stemmer; Galego has no stemmer in PostgreSQL (nor in PGlite), so faena_gl is simple
-- with unaccent (Portuguese's stemmer would mangle Galician). Every statement can run again.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'faena_ca') THEN
    CREATE TEXT SEARCH CONFIGURATION faena_ca (COPY = catalan);
    ALTER TEXT SEARCH CONFIGURATION faena_ca
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, catalan_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'faena_eu') THEN
    CREATE TEXT SEARCH CONFIGURATION faena_eu (COPY = basque);
    ALTER TEXT SEARCH CONFIGURATION faena_eu
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, basque_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'faena_en') THEN
    CREATE TEXT SEARCH CONFIGURATION faena_en (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION faena_en
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'faena_gl') THEN
    CREATE TEXT SEARCH CONFIGURATION faena_gl (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION faena_gl
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END
$$;
--> statement-breakpoint
-- The language a task is written in: its author's 'Idioma' when it was created (the server sets
-- it). Rows already written are Castellano (the default fills them; their vectors stay as they are).
ALTER TABLE "tasks" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT IF EXISTS "tasks_language_check";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_language_check" CHECK ("tasks"."language" in ('es', 'ca', 'gl', 'eu', 'en'));--> statement-breakpoint
-- A task's search text as before, all in Castellano (title A, category and place B, description
-- C: a Castellano task's vector is exactly 0001's); a task in another language adds its title (A)
-- and description (C) in its own configuration after them, so a Catalan task is found by its
-- Catalan word forms and still by Castellano's. The labels of category and province are Castellano.
CREATE OR REPLACE FUNCTION tasks_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_label text;
  province_label text;
  own regconfig;
BEGIN
  SELECT label INTO category_label FROM search_labels WHERE kind = 'category' AND slug = NEW.category::text;
  SELECT label INTO province_label FROM search_labels WHERE kind = 'province' AND slug = NEW.province;
  NEW.search_vector :=
    setweight(to_tsvector('faena_es', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('faena_es', coalesce(category_label, '') || ' ' || coalesce(NEW.municipality, '') || ' ' || coalesce(province_label, '')), 'B') ||
    setweight(to_tsvector('faena_es', coalesce(NEW.description, '')), 'C');
  IF NEW.language IS DISTINCT FROM 'es' THEN
    own := ('faena_' || NEW.language)::regconfig;
    NEW.search_vector := NEW.search_vector ||
      setweight(to_tsvector(own, coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector(own, coalesce(NEW.description, '')), 'C');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_search_vector_trg ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_search_vector_trg
  BEFORE INSERT OR UPDATE OF title, description, category, municipality, province, language ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_search_vector();
--> statement-breakpoint
-- A professional's search text (0003) in their own language too (profiles.language): names (A),
-- headline (B) and bio (C) in Castellano as before, then headline and bio in their language.
-- The four-argument document stays (Castellano alone: the benchmark generator calls it).
CREATE OR REPLACE FUNCTION professional_search_document(first_name text, last_name text, headline text, bio text, language text)
  RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT professional_search_document(first_name, last_name, headline, bio) ||
           CASE WHEN language IS NULL OR language = 'es' THEN ''::tsvector
           ELSE setweight(to_tsvector(('faena_' || language)::regconfig, coalesce(headline, '')), 'B') ||
                setweight(to_tsvector(('faena_' || language)::regconfig, coalesce(bio, '')), 'C')
           END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION field_worker_profiles_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p_first text;
  p_last text;
  p_language text;
BEGIN
  SELECT first_name, last_name, language INTO p_first, p_last, p_language FROM profiles WHERE id = NEW.profile_id;
  NEW.search_vector := professional_search_document(p_first, p_last, NEW.headline, NEW.bio, p_language);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A profile renamed or whose 'Idioma' changed: its professional row (if any) follows.
CREATE OR REPLACE FUNCTION profiles_professional_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
     OR NEW.language IS DISTINCT FROM OLD.language THEN
    UPDATE field_worker_profiles
       SET search_vector = professional_search_document(NEW.first_name, NEW.last_name, headline, bio, NEW.language)
     WHERE profile_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profiles_professional_search_vector_trg ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_professional_search_vector_trg
  AFTER UPDATE OF first_name, last_name, language ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_professional_search_vector();
--> statement-breakpoint
-- Professionals who chose another language before this migration.
UPDATE field_worker_profiles f
   SET search_vector = professional_search_document(p.first_name, p.last_name, f.headline, f.bio, p.language)
  FROM profiles p
 WHERE p.id = f.profile_id AND p.language <> 'es';
