-- comments.(target_kind, target_id) is polymorphic and cannot carry a foreign key, so these
-- triggers give it ON DELETE CASCADE semantics, including deletes that arrive by cascade
-- (a deleted user's recensions and quotes, a deleted book's quotes).
-- The kinds are CommentTarget of core/enums.ts: BookRecension=1, BookQuote=2, Author=3, Compilation=4.
CREATE FUNCTION delete_target_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM comments c USING deleted_targets d
  WHERE c.target_kind = TG_ARGV[0]::smallint AND c.target_id = d.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recensions_delete_comments AFTER DELETE ON recensions
  REFERENCING OLD TABLE AS deleted_targets
  FOR EACH STATEMENT EXECUTE FUNCTION delete_target_comments(1);
--> statement-breakpoint
CREATE TRIGGER quotes_delete_comments AFTER DELETE ON quotes
  REFERENCING OLD TABLE AS deleted_targets
  FOR EACH STATEMENT EXECUTE FUNCTION delete_target_comments(2);
--> statement-breakpoint
CREATE TRIGGER authors_delete_comments AFTER DELETE ON authors
  REFERENCING OLD TABLE AS deleted_targets
  FOR EACH STATEMENT EXECUTE FUNCTION delete_target_comments(3);
--> statement-breakpoint
CREATE TRIGGER compilations_delete_comments AFTER DELETE ON compilations
  REFERENCING OLD TABLE AS deleted_targets
  FOR EACH STATEMENT EXECUTE FUNCTION delete_target_comments(4);
