DROP INDEX "audit_entries_entity_idx";--> statement-breakpoint
DROP INDEX "authors_active_created_at_idx";--> statement-breakpoint
DROP INDEX "quote_likes_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "quote_saves_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "quotes_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "quotes_approved_created_at_idx";--> statement-breakpoint
DROP INDEX "quotes_approved_likes_count_idx";--> statement-breakpoint
DROP INDEX "recension_likes_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "recension_saves_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "recensions_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "recensions_approved_created_at_idx";--> statement-breakpoint
DROP INDEX "recensions_approved_likes_count_idx";--> statement-breakpoint
DROP INDEX "user_book_statuses_user_status_updated_idx";--> statement-breakpoint
DROP INDEX "book_add_requests_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "friend_requests_to_status_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_id_event_date_idx";--> statement-breakpoint
DROP INDEX "compilations_active_created_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_kind","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "authors_active_created_at_idx" ON "authors" USING btree ("active","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quote_likes_user_id_created_at_idx" ON "quote_likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quote_saves_user_id_created_at_idx" ON "quote_saves" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_user_id_created_at_idx" ON "quotes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_approved_created_at_idx" ON "quotes" USING btree ("is_approved","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_approved_likes_count_idx" ON "quotes" USING btree ("is_approved","likes_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recension_likes_user_id_created_at_idx" ON "recension_likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recension_saves_user_id_created_at_idx" ON "recension_saves" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recensions_user_id_created_at_idx" ON "recensions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recensions_approved_created_at_idx" ON "recensions" USING btree ("approved","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recensions_approved_likes_count_idx" ON "recensions" USING btree ("approved","likes_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_book_statuses_user_status_updated_idx" ON "user_book_statuses" USING btree ("user_id","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "book_add_requests_user_id_created_at_idx" ON "book_add_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "friend_requests_to_status_created_idx" ON "friend_requests" USING btree ("to_user_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_event_date_idx" ON "notifications" USING btree ("user_id","event_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "compilations_active_created_at_idx" ON "compilations" USING btree ("active","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST);