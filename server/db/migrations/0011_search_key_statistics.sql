-- The search ranking (server/features/search/search-ranking.ts) asks `q <% search_key`. To plan it,
-- PostgreSQL's matchingsel runs word_similarity against every histogram entry of the column (the
-- keys are long: 100 entries cost ~0.75 ms per search, more than the ranking's execution). Below 10
-- entries it takes its default selectivity instead; the keys are nearly unique, so a histogram says
-- little about a search word anyway, and LIKE falls back to its pattern rules the same way.
ALTER TABLE "books" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "authors" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "series" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "genres" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "compilations" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "publishers" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "translators" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ALTER TABLE "illustrators" ALTER COLUMN "search_key" SET STATISTICS 5;--> statement-breakpoint
ANALYZE "books" ("search_key"), "authors" ("search_key"), "users" ("search_key"), "series" ("search_key"),
  "genres" ("search_key"), "compilations" ("search_key"), "tags" ("search_key"), "publishers" ("search_key"),
  "translators" ("search_key"), "illustrators" ("search_key");
