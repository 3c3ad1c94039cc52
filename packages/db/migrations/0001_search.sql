-- Spanish full-text search that ignores accents: "caceres" finds "Cáceres", "poda" finds "podar".
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'faena_es') THEN
    CREATE TEXT SEARCH CONFIGURATION faena_es (COPY = spanish);
    ALTER TEXT SEARCH CONFIGURATION faena_es
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
END
$$;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so it can be used in indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Labels the search indexes alongside slugs and codes (kept equal to packages/shared/src/reference).
CREATE TABLE search_labels (
  kind text NOT NULL,
  slug text NOT NULL,
  label text NOT NULL,
  PRIMARY KEY (kind, slug)
);
--> statement-breakpoint
INSERT INTO search_labels (kind, slug, label) VALUES
  ('category', 'desbroce', 'Desbroce y limpieza de terreno'),
  ('category', 'poda', 'Poda y tala'),
  ('category', 'jardineria', 'Jardinería'),
  ('category', 'labores_agricolas', 'Labores agrícolas (arado, siembra, cosecha)'),
  ('category', 'recoleccion', 'Recolección (aceituna, uva, fruta)'),
  ('category', 'riego', 'Riego'),
  ('category', 'vallado', 'Vallados y cercados'),
  ('category', 'albanileria', 'Albañilería y reformas'),
  ('category', 'fontaneria', 'Fontanería'),
  ('category', 'electricidad', 'Electricidad y placas solares'),
  ('category', 'piscinas', 'Piscinas'),
  ('category', 'limpieza', 'Limpieza'),
  ('category', 'animales', 'Cuidado de animales'),
  ('category', 'maquinaria', 'Maquinaria y movimiento de tierras'),
  ('category', 'lena', 'Leña y chimeneas'),
  ('category', 'plagas', 'Control de plagas'),
  ('category', 'vigilancia', 'Vigilancia y casero'),
  ('category', 'transporte', 'Transporte'),
  ('category', 'otros', 'Otros'),
  ('province', '01', 'Araba/Álava'), ('province', '02', 'Albacete'), ('province', '03', 'Alicante/Alacant'),
  ('province', '04', 'Almería'), ('province', '05', 'Ávila'), ('province', '06', 'Badajoz'),
  ('province', '07', 'Illes Balears'), ('province', '08', 'Barcelona'), ('province', '09', 'Burgos'),
  ('province', '10', 'Cáceres'), ('province', '11', 'Cádiz'), ('province', '12', 'Castellón/Castelló'),
  ('province', '13', 'Ciudad Real'), ('province', '14', 'Córdoba'), ('province', '15', 'A Coruña'),
  ('province', '16', 'Cuenca'), ('province', '17', 'Girona'), ('province', '18', 'Granada'),
  ('province', '19', 'Guadalajara'), ('province', '20', 'Gipuzkoa'), ('province', '21', 'Huelva'),
  ('province', '22', 'Huesca'), ('province', '23', 'Jaén'), ('province', '24', 'León'),
  ('province', '25', 'Lleida'), ('province', '26', 'La Rioja'), ('province', '27', 'Lugo'),
  ('province', '28', 'Madrid'), ('province', '29', 'Málaga'), ('province', '30', 'Murcia'),
  ('province', '31', 'Navarra'), ('province', '32', 'Ourense'), ('province', '33', 'Asturias'),
  ('province', '34', 'Palencia'), ('province', '35', 'Las Palmas'), ('province', '36', 'Pontevedra'),
  ('province', '37', 'Salamanca'), ('province', '38', 'Santa Cruz de Tenerife'), ('province', '39', 'Cantabria'),
  ('province', '40', 'Segovia'), ('province', '41', 'Sevilla'), ('province', '42', 'Soria'),
  ('province', '43', 'Tarragona'), ('province', '44', 'Teruel'), ('province', '45', 'Toledo'),
  ('province', '46', 'Valencia/València'), ('province', '47', 'Valladolid'), ('province', '48', 'Bizkaia'),
  ('province', '49', 'Zamora'), ('province', '50', 'Zaragoza'), ('province', '51', 'Ceuta'),
  ('province', '52', 'Melilla');
--> statement-breakpoint
-- A task's search text: title (A), category and place (B), description (C).
CREATE OR REPLACE FUNCTION tasks_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_label text;
  province_label text;
BEGIN
  SELECT label INTO category_label FROM search_labels WHERE kind = 'category' AND slug = NEW.category::text;
  SELECT label INTO province_label FROM search_labels WHERE kind = 'province' AND slug = NEW.province;
  NEW.search_vector :=
    setweight(to_tsvector('faena_es', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('faena_es', coalesce(category_label, '') || ' ' || coalesce(NEW.municipality, '') || ' ' || coalesce(province_label, '')), 'B') ||
    setweight(to_tsvector('faena_es', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_search_vector_trg
  BEFORE INSERT OR UPDATE OF title, description, category, municipality, province ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_search_vector();
