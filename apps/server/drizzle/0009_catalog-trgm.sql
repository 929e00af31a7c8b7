-- Custom SQL migration file, put your code below! --
-- Trigram (pg_trgm) indexes for the product and brand name search (issue 3; docs/decisions.md
-- "Search at scale"). Where the extension cannot be created (not installed, no privilege) the
-- migration still succeeds and the search runs as before, without these indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): the catalog search runs without trigram indexes', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS products_name_trgm ON products USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS products_name_compact_trgm ON products USING gin (replace(lower(name), ' ', '') gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS products_name_en_trgm ON products USING gin (lower(coalesce(name_en, '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS products_name_chosung_trgm ON products USING gin (name_chosung gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS brands_name_compact_trgm ON brands USING gin (replace(lower(name), ' ', '') gin_trgm_ops);
  END IF;
END $$;
