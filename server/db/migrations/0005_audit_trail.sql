CREATE TABLE "audit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_entries_entity_kind_check" CHECK ("audit_entries"."entity_kind" in ('book', 'author', 'genre', 'tag', 'publisher', 'compilation', 'translator', 'illustrator', 'series', 'category', 'content-page', 'user', 'recension', 'quote')),
	CONSTRAINT "audit_entries_action_check" CHECK ("audit_entries"."action" in ('create', 'update', 'delete', 'activate', 'deactivate', 'link', 'unlink', 'approve', 'reject', 'publish', 'block', 'unblock'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_kind","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_id_idx" ON "audit_entries" USING btree ("actor_id");