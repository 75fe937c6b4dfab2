-- A version per searchable catalogue table, raised in the transaction of every statement that
-- inserts or deletes its rows or writes their search_key or active flag, whichever code wrote.
-- The search holds these tables' keys in memory (server/features/search/key-index.ts) and checks in
-- each ranking statement that the version it read them at is still current.
CREATE TABLE "search_key_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "search_key_versions" ("table_name") VALUES
  ('books'), ('authors'), ('series'), ('genres'), ('compilations'), ('tags'), ('publishers'),
  ('translators'), ('illustrators');--> statement-breakpoint
CREATE FUNCTION raise_search_key_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_key_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE searched text;
BEGIN
  FOREACH searched IN ARRAY ARRAY['books', 'authors', 'series', 'genres', 'compilations', 'tags',
    'publishers', 'translators', 'illustrators']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR DELETE OR UPDATE OF search_key, active ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION raise_search_key_version()',
      searched || '_search_key_version', searched);
  END LOOP;
END $$;
