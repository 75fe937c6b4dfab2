CREATE TABLE "book_details_docs" (
	"book_id" integer NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"format" smallint NOT NULL,
	"doc" text NOT NULL,
	CONSTRAINT "book_details_docs_book_id_language_pk" PRIMARY KEY("book_id","language")
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "details_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book_details_docs" ADD CONSTRAINT "book_details_docs_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every write that changes what `GET details/{id}` answers raises the book's details_version in the
-- same transaction, so a document built from an older snapshot (book_details_docs.version) is never
-- read again (server/features/books/books.details-docs.ts). The numbers that move with readers
-- (readers, ratings) are not in the document and so raise nothing.
CREATE FUNCTION raise_book_details_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.details_version := OLD.details_version + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER books_details_version BEFORE UPDATE OF title_en, title_uk, subtitle_en, subtitle_uk,
  description_en, description_uk, original_title, kind, format, isbn, isbn10, publisher_id, year, first_year,
  pages, age_restriction, cover_path, state_status, url_name, active
  ON books FOR EACH ROW EXECUTE FUNCTION raise_book_details_version();--> statement-breakpoint
-- A link table's rows written: the books they name (before or after) change.
CREATE FUNCTION raise_linked_books_details_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE books SET details_version = details_version + 1
      WHERE id IN (SELECT book_id FROM old_rows UNION SELECT book_id FROM new_rows);
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE books SET details_version = details_version + 1 WHERE id IN (SELECT book_id FROM new_rows);
  ELSE
    UPDATE books SET details_version = details_version + 1 WHERE id IN (SELECT book_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE link text;
BEGIN
  FOREACH link IN ARRAY ARRAY['book_authors', 'book_genres', 'book_tags', 'book_translators',
    'book_illustrators', 'book_series', 'book_languages', 'book_files']
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_inserted_details AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION raise_linked_books_details_version()', link);
    EXECUTE format('CREATE TRIGGER %1$s_updated_details AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION raise_linked_books_details_version()', link);
    EXECUTE format('CREATE TRIGGER %1$s_deleted_details AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION raise_linked_books_details_version()', link);
  END LOOP;
END $$;--> statement-breakpoint
-- An entity renamed, moved to another urlName, or (de)activated: the books linked to it change.
-- Arguments: the link table, its column naming the entity, the entity's two name columns; with no
-- link table (publishers) the books name it in publisher_id.
CREATE FUNCTION raise_entity_books_details_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := format('SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.url_name, n.%1$I, n.%2$I, n.active) IS DISTINCT FROM (o.url_name, o.%1$I, o.%2$I, o.active)',
    TG_ARGV[2], TG_ARGV[3]);
BEGIN
  IF TG_ARGV[0] = '' THEN
    EXECUTE format('UPDATE books SET details_version = details_version + 1 WHERE publisher_id IN (%s)', changed);
  ELSE
    EXECUTE format('UPDATE books SET details_version = details_version + 1
      WHERE id IN (SELECT l.book_id FROM %I l WHERE l.%I IN (%s))', TG_ARGV[0], TG_ARGV[1], changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER authors_details AFTER UPDATE ON authors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_entity_books_details_version('book_authors', 'author_id', 'name_en', 'name_uk');--> statement-breakpoint
CREATE TRIGGER genres_details AFTER UPDATE ON genres REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_entity_books_details_version('book_genres', 'genre_id', 'name_en', 'name_uk');--> statement-breakpoint
CREATE TRIGGER tags_details AFTER UPDATE ON tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_entity_books_details_version('book_tags', 'tag_id', 'tag_en', 'tag_uk');--> statement-breakpoint
CREATE TRIGGER translators_details AFTER UPDATE ON translators REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_entity_books_details_version('book_translators', 'translator_id', 'name_en', 'name_uk');--> statement-breakpoint
CREATE TRIGGER illustrators_details AFTER UPDATE ON illustrators REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_entity_books_details_version('book_illustrators', 'illustrator_id', 'name_en', 'name_uk');--> statement-breakpoint
CREATE TRIGGER series_details AFTER UPDATE ON series REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_entity_books_details_version('book_series', 'series_id', 'title_en', 'title_uk');--> statement-breakpoint
CREATE TRIGGER publishers_details AFTER UPDATE ON publishers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_entity_books_details_version('', '', 'title_en', 'title_uk');
