ALTER TABLE "authors" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "illustrators" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "illustrators" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "illustrators" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "illustrators" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translators" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translators" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translators" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translators" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compilations" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compilations" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compilations" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compilations" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "readers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "authors_active_popularity_idx" ON "authors" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "authors_active_rating_idx" ON "authors" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "illustrators_active_popularity_idx" ON "illustrators" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "illustrators_active_rating_idx" ON "illustrators" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "translators_active_popularity_idx" ON "translators" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "translators_active_rating_idx" ON "translators" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "compilations_active_popularity_idx" ON "compilations" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "compilations_active_rating_idx" ON "compilations" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "genres_active_popularity_idx" ON "genres" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "genres_active_rating_idx" ON "genres" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "publishers_active_popularity_idx" ON "publishers" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "publishers_active_rating_idx" ON "publishers" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "series_active_popularity_idx" ON "series" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "series_active_rating_idx" ON "series" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tags_active_popularity_idx" ON "tags" USING btree ("active","readers_count" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tags_active_rating_idx" ON "tags" USING btree ("active","rating_avg" DESC NULLS LAST,"books_count" DESC NULLS LAST,"id");