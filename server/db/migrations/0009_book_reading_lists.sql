DROP INDEX "quotes_book_id_created_at_idx";--> statement-breakpoint
DROP INDEX "recensions_book_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "quotes_book_id_created_at_id_idx" ON "quotes" USING btree ("book_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_approved","user_id");--> statement-breakpoint
CREATE INDEX "quotes_book_id_likes_count_id_idx" ON "quotes" USING btree ("book_id","likes_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_approved","user_id");--> statement-breakpoint
CREATE INDEX "recensions_book_id_created_at_id_idx" ON "recensions" USING btree ("book_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"approved","user_id");--> statement-breakpoint
CREATE INDEX "recensions_book_id_likes_count_id_idx" ON "recensions" USING btree ("book_id","likes_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"approved","user_id");