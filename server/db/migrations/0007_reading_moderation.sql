ALTER TABLE "quotes" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recensions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "recensions" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_approved_likes_count_idx" ON "quotes" USING btree ("is_approved","likes_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recensions_approved_likes_count_idx" ON "recensions" USING btree ("approved","likes_count" DESC NULLS LAST,"id" DESC NULLS LAST);