CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"author_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "user_tokens_kind_check" CHECK ("user_tokens"."kind" in ('email-verification', 'password-reset', 'author-verification'))
);
--> statement-breakpoint
CREATE TABLE "book_authors" (
	"book_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_authors_book_id_author_id_pk" PRIMARY KEY("book_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "book_compilations" (
	"book_id" integer NOT NULL,
	"compilation_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_compilations_book_id_compilation_id_pk" PRIMARY KEY("book_id","compilation_id")
);
--> statement-breakpoint
CREATE TABLE "book_genres" (
	"book_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "book_genres_book_id_genre_id_pk" PRIMARY KEY("book_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "book_illustrators" (
	"book_id" integer NOT NULL,
	"illustrator_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_illustrators_book_id_illustrator_id_pk" PRIMARY KEY("book_id","illustrator_id")
);
--> statement-breakpoint
CREATE TABLE "book_series" (
	"book_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	CONSTRAINT "book_series_book_id_series_id_pk" PRIMARY KEY("book_id","series_id")
);
--> statement-breakpoint
CREATE TABLE "book_tags" (
	"book_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "book_tags_book_id_tag_id_pk" PRIMARY KEY("book_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "book_translators" (
	"book_id" integer NOT NULL,
	"translator_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_translators_book_id_translator_id_pk" PRIMARY KEY("book_id","translator_id")
);
--> statement-breakpoint
CREATE TABLE "book_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"format" smallint NOT NULL,
	"path" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_files_book_id_format_uq" UNIQUE("book_id","format"),
	CONSTRAINT "book_files_format_check" CHECK ("book_files"."format" in (1, 2, 3, 4, 5, 6))
);
--> statement-breakpoint
CREATE TABLE "book_languages" (
	"book_id" integer NOT NULL,
	"language" smallint NOT NULL,
	CONSTRAINT "book_languages_book_id_language_pk" PRIMARY KEY("book_id","language"),
	CONSTRAINT "book_languages_language_check" CHECK ("book_languages"."language" in (1, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_uk" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"original_title" text,
	"kind" smallint DEFAULT 1 NOT NULL,
	"format" smallint,
	"isbn" text,
	"isbn10" text,
	"publisher_id" integer,
	"year" smallint,
	"first_year" smallint,
	"pages" integer,
	"age_restriction" smallint,
	"cover_path" text,
	"state_status" smallint,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"owner_user_id" integer,
	"readers_count" integer DEFAULT 0 NOT NULL,
	"ratings_sum" integer DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" real DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_urlName_unique" UNIQUE("url_name"),
	CONSTRAINT "books_kind_check" CHECK ("books"."kind" in (1, 2, 3)),
	CONSTRAINT "books_format_check" CHECK ("books"."format" in (1, 2, 3)),
	CONSTRAINT "books_state_status_check" CHECK ("books"."state_status" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title_en" text NOT NULL,
	"title_uk" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_type_check" CHECK ("categories"."type" in (1, 2, 3, 100)),
	CONSTRAINT "categories_kind_check" CHECK ("categories"."kind" in ('book', 'author')),
	CONSTRAINT "categories_language_check" CHECK ("categories"."language" in ('en', 'uk'))
);
--> statement-breakpoint
CREATE TABLE "category_authors" (
	"category_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_authors_category_id_author_id_pk" PRIMARY KEY("category_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "category_books" (
	"category_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_books_category_id_book_id_pk" PRIMARY KEY("category_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "comment_reactions" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reactions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "comment_reactions_value_check" CHECK ("comment_reactions"."value" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "comment_saves" (
	"user_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_saves_user_id_comment_id_pk" PRIMARY KEY("user_id","comment_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_kind" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"dislikes_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_target_kind_check" CHECK ("comments"."target_kind" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "content_page_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_page_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_uk" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_uk" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requires_acknowledgement" boolean DEFAULT false NOT NULL,
	CONSTRAINT "content_page_versions_page_id_version_uq" UNIQUE("page_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"document_type" smallint,
	"title_en" text NOT NULL,
	"title_uk" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_uk" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_pages_documentType_unique" UNIQUE("document_type"),
	CONSTRAINT "content_pages_document_type_check" CHECK ("content_pages"."document_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "user_content_page_acks" (
	"user_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_content_page_acks_user_id_page_id_pk" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "imported_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imported_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"raw" jsonb NOT NULL,
	"book_id" integer,
	"created_book_id" integer,
	"created_author_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_genre_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_compilation_ids" integer[] DEFAULT '{}' NOT NULL,
	"status_before" smallint,
	"status_updated_at_before" timestamp with time zone,
	"status_after" smallint,
	"error" text,
	CONSTRAINT "imported_rows_import_id_row_number_uq" UNIQUE("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"file_name" text NOT NULL,
	"status" smallint NOT NULL,
	"error" text,
	"imported_on" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_on" timestamp with time zone,
	"books_count" integer DEFAULT 0 NOT NULL,
	"authors_count" integer DEFAULT 0 NOT NULL,
	"genres_count" integer DEFAULT 0 NOT NULL,
	"compilations_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in (1, 2, 3, 4)),
	CONSTRAINT "imports_platform_check" CHECK ("imports"."platform" in ('goodreads', 'storygraph', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "chat_bans" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"banned_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_bans_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_invites" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_invites_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_muted" boolean DEFAULT false NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"can_manage_chat" boolean DEFAULT false NOT NULL,
	"can_delete_messages" boolean DEFAULT false NOT NULL,
	"can_post_messages" boolean DEFAULT true NOT NULL,
	"can_ban_members" boolean DEFAULT false NOT NULL,
	"can_invite_users" boolean DEFAULT false NOT NULL,
	CONSTRAINT "chat_members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text,
	"photo_link" text,
	"owner_id" integer,
	"pair_key" text,
	"encryption_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "chats_pairKey_unique" UNIQUE("pair_key"),
	CONSTRAINT "chats_kind_check" CHECK ("chats"."kind" in ('private', 'group', 'discussion'))
);
--> statement-breakpoint
CREATE TABLE "discussion_groups" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_groups_chatId_unique" UNIQUE("chat_id")
);
--> statement-breakpoint
CREATE TABLE "message_reactions" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reactions_message_id_user_id_reaction_pk" PRIMARY KEY("message_id","user_id","reaction")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"image_link" text,
	"birth_year" smallint,
	"death_year" smallint,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authors_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "illustrators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "illustrators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"image_link" text,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "illustrators_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "similar_authors" (
	"author_id" integer NOT NULL,
	"similar_author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "similar_authors_author_id_similar_author_id_pk" PRIMARY KEY("author_id","similar_author_id"),
	CONSTRAINT "similar_authors_not_self" CHECK ("similar_authors"."author_id" <> "similar_authors"."similar_author_id")
);
--> statement-breakpoint
CREATE TABLE "translators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"image_link" text,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translators_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_authors" (
	"user_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferred_authors_user_id_author_id_pk" PRIMARY KEY("user_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_books" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferred_books_user_id_book_id_pk" PRIMARY KEY("user_id","book_id"),
	CONSTRAINT "user_preferred_books_rating_check" CHECK ("user_preferred_books"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_preferred_genres" (
	"user_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferred_genres_user_id_genre_id_pk" PRIMARY KEY("user_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_languages" (
	"user_id" integer NOT NULL,
	"language" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferred_languages_user_id_language_pk" PRIMARY KEY("user_id","language"),
	CONSTRAINT "user_preferred_languages_language_check" CHECK ("user_preferred_languages"."language" in (1, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "quote_likes" (
	"user_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_likes_user_id_quote_id_pk" PRIMARY KEY("user_id","quote_id")
);
--> statement-breakpoint
CREATE TABLE "quote_saves" (
	"user_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_saves_user_id_quote_id_pk" PRIMARY KEY("user_id","quote_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"book_id" integer NOT NULL,
	"text" text NOT NULL,
	"page" integer,
	"chapter" text,
	"priority" smallint DEFAULT 5 NOT NULL,
	"last_used_at" timestamp with time zone,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_day_quote" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"saves_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_priority_check" CHECK ("quotes"."priority" in (1, 2, 3, 4, 5, 6))
);
--> statement-breakpoint
CREATE TABLE "recension_likes" (
	"user_id" integer NOT NULL,
	"recension_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recension_likes_user_id_recension_id_pk" PRIMARY KEY("user_id","recension_id")
);
--> statement-breakpoint
CREATE TABLE "recension_saves" (
	"user_id" integer NOT NULL,
	"recension_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recension_saves_user_id_recension_id_pk" PRIMARY KEY("user_id","recension_id")
);
--> statement-breakpoint
CREATE TABLE "recensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"spoiler" boolean DEFAULT false NOT NULL,
	"add_to_completed" boolean DEFAULT false NOT NULL,
	"link" text,
	"link_name" text,
	"approved" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"saves_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recensions_user_id_book_id_uq" UNIQUE("user_id","book_id"),
	CONSTRAINT "recensions_rating_check" CHECK ("recensions"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_book_statuses" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_book_statuses_user_id_book_id_pk" PRIMARY KEY("user_id","book_id"),
	CONSTRAINT "user_book_statuses_status_check" CHECK ("user_book_statuses"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "author_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "author_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"social_media_link" text,
	"email" text,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "author_claims_status_check" CHECK ("author_claims"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "book_add_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_add_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"title" text NOT NULL,
	"authors_text" text DEFAULT '' NOT NULL,
	"isbn" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"book_id" integer,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "book_add_requests_status_check" CHECK ("book_add_requests"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"text" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "friend_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "friend_requests_from_to_uq" UNIQUE("from_user_id","to_user_id"),
	CONSTRAINT "friend_requests_not_self" CHECK ("friend_requests"."from_user_id" <> "friend_requests"."to_user_id"),
	CONSTRAINT "friend_requests_status_check" CHECK ("friend_requests"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id"),
	CONSTRAINT "friendships_not_self" CHECK ("friendships"."user_id" <> "friendships"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"event_date" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text,
	"item_image_link" text,
	"entity_url_name" text,
	"on_entity_id" integer,
	"by_user_id" integer,
	"is_by_author" boolean DEFAULT false NOT NULL,
	"chat_id" integer,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "compilations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compilations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"image_link" text,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compilations_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "genres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"image_link" text,
	"parent_id" integer,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genres_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publishers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"icon_link" text,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishers_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"original_books_count" integer DEFAULT 0 NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tag_en" text NOT NULL,
	"tag_uk" text DEFAULT '' NOT NULL,
	"url_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_urlName_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"google_subject" text,
	"role" smallint DEFAULT 1 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"name" text,
	"full_name" text,
	"gender" smallint,
	"birthday" date,
	"location" text,
	"about_me" text,
	"status_text" text,
	"image_url" text,
	"language" text DEFAULT 'en' NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"friend_by_request" boolean DEFAULT true NOT NULL,
	"message_from_friend" boolean DEFAULT false NOT NULL,
	"phone" text,
	"website" text,
	"telegram" text,
	"instagram" text,
	"facebook" text,
	"twitter" text,
	"linkedin" text,
	"youtube" text,
	"tiktok" text,
	"show_import_popup" boolean DEFAULT true NOT NULL,
	"show_preferences_popup" boolean DEFAULT true NOT NULL,
	"preference_status" smallint DEFAULT 0 NOT NULL,
	"activity_level" smallint DEFAULT 1 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"notifications_seen_at" timestamp with time zone,
	"search_key" text DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_googleSubject_unique" UNIQUE("google_subject"),
	CONSTRAINT "users_authorId_unique" UNIQUE("author_id"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in (1, 2, 3)),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in (1, 2, 3)),
	CONSTRAINT "users_preference_status_check" CHECK ("users"."preference_status" in (0, 1, 2, 3)),
	CONSTRAINT "users_activity_level_check" CHECK ("users"."activity_level" in (1, 2, 3)),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'uk')),
	CONSTRAINT "users_theme_check" CHECK ("users"."theme" in ('light', 'dark', 'system'))
);
--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_authors" ADD CONSTRAINT "book_authors_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_authors" ADD CONSTRAINT "book_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_compilations" ADD CONSTRAINT "book_compilations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_compilations" ADD CONSTRAINT "book_compilations_compilation_id_compilations_id_fk" FOREIGN KEY ("compilation_id") REFERENCES "public"."compilations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_genres" ADD CONSTRAINT "book_genres_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_genres" ADD CONSTRAINT "book_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_illustrators" ADD CONSTRAINT "book_illustrators_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_illustrators" ADD CONSTRAINT "book_illustrators_illustrator_id_illustrators_id_fk" FOREIGN KEY ("illustrator_id") REFERENCES "public"."illustrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_series" ADD CONSTRAINT "book_series_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_series" ADD CONSTRAINT "book_series_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_tags" ADD CONSTRAINT "book_tags_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_tags" ADD CONSTRAINT "book_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_translators" ADD CONSTRAINT "book_translators_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_translators" ADD CONSTRAINT "book_translators_translator_id_translators_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_files" ADD CONSTRAINT "book_files_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_languages" ADD CONSTRAINT "book_languages_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_authors" ADD CONSTRAINT "category_authors_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_authors" ADD CONSTRAINT "category_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_books" ADD CONSTRAINT "category_books_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_books" ADD CONSTRAINT "category_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_saves" ADD CONSTRAINT "comment_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_saves" ADD CONSTRAINT "comment_saves_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_page_acks" ADD CONSTRAINT "user_content_page_acks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_page_acks" ADD CONSTRAINT "user_content_page_acks_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_created_book_id_books_id_fk" FOREIGN KEY ("created_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_banned_by_id_users_id_fk" FOREIGN KEY ("banned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_invites" ADD CONSTRAINT "chat_invites_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_invites" ADD CONSTRAINT "chat_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_invites" ADD CONSTRAINT "chat_invites_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_groups" ADD CONSTRAINT "discussion_groups_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_groups" ADD CONSTRAINT "discussion_groups_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_authors" ADD CONSTRAINT "similar_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_authors" ADD CONSTRAINT "similar_authors_similar_author_id_authors_id_fk" FOREIGN KEY ("similar_author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_authors" ADD CONSTRAINT "user_preferred_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_authors" ADD CONSTRAINT "user_preferred_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_books" ADD CONSTRAINT "user_preferred_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_books" ADD CONSTRAINT "user_preferred_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_genres" ADD CONSTRAINT "user_preferred_genres_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_genres" ADD CONSTRAINT "user_preferred_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_languages" ADD CONSTRAINT "user_preferred_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_likes" ADD CONSTRAINT "quote_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_likes" ADD CONSTRAINT "quote_likes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_saves" ADD CONSTRAINT "quote_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_saves" ADD CONSTRAINT "quote_saves_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recension_likes" ADD CONSTRAINT "recension_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recension_likes" ADD CONSTRAINT "recension_likes_recension_id_recensions_id_fk" FOREIGN KEY ("recension_id") REFERENCES "public"."recensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recension_saves" ADD CONSTRAINT "recension_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recension_saves" ADD CONSTRAINT "recension_saves_recension_id_recensions_id_fk" FOREIGN KEY ("recension_id") REFERENCES "public"."recensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recensions" ADD CONSTRAINT "recensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recensions" ADD CONSTRAINT "recensions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_book_statuses" ADD CONSTRAINT "user_book_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_book_statuses" ADD CONSTRAINT "user_book_statuses_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_claims" ADD CONSTRAINT "author_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_claims" ADD CONSTRAINT "author_claims_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_claims" ADD CONSTRAINT "author_claims_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_add_requests" ADD CONSTRAINT "book_add_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_add_requests" ADD CONSTRAINT "book_add_requests_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_add_requests" ADD CONSTRAINT "book_add_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genres" ADD CONSTRAINT "genres_parent_id_genres_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "revoked_tokens_user_id_idx" ON "revoked_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_id_kind_idx" ON "user_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "user_tokens_expires_at_idx" ON "user_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "book_authors_author_id_idx" ON "book_authors" USING btree ("author_id","book_id");--> statement-breakpoint
CREATE INDEX "book_compilations_compilation_id_idx" ON "book_compilations" USING btree ("compilation_id","position");--> statement-breakpoint
CREATE INDEX "book_genres_genre_id_idx" ON "book_genres" USING btree ("genre_id","book_id");--> statement-breakpoint
CREATE INDEX "book_illustrators_illustrator_id_idx" ON "book_illustrators" USING btree ("illustrator_id","book_id");--> statement-breakpoint
CREATE INDEX "book_series_series_id_idx" ON "book_series" USING btree ("series_id","position");--> statement-breakpoint
CREATE INDEX "book_tags_tag_id_idx" ON "book_tags" USING btree ("tag_id","book_id");--> statement-breakpoint
CREATE INDEX "book_translators_translator_id_idx" ON "book_translators" USING btree ("translator_id","book_id");--> statement-breakpoint
CREATE INDEX "book_languages_language_idx" ON "book_languages" USING btree ("language","book_id");--> statement-breakpoint
CREATE INDEX "books_search_key_trgm" ON "books" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_active_readers_count_idx" ON "books" USING btree ("active","readers_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "books_active_created_at_idx" ON "books" USING btree ("active","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "books_active_rating_avg_idx" ON "books" USING btree ("active","rating_avg" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "books_active_kind_readers_count_idx" ON "books" USING btree ("active","kind","readers_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_active_title_en_idx" ON "books" USING btree ("active","title_en");--> statement-breakpoint
CREATE INDEX "books_active_title_uk_idx" ON "books" USING btree ("active","title_uk");--> statement-breakpoint
CREATE INDEX "books_year_idx" ON "books" USING btree ("year");--> statement-breakpoint
CREATE INDEX "books_state_status_idx" ON "books" USING btree ("state_status");--> statement-breakpoint
CREATE INDEX "books_publisher_id_idx" ON "books" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "books_owner_user_id_idx" ON "books" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "books_isbn_idx" ON "books" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "categories_kind_language_idx" ON "categories" USING btree ("kind","language","active","position");--> statement-breakpoint
CREATE INDEX "category_authors_author_id_idx" ON "category_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "category_books_book_id_idx" ON "category_books" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "comment_reactions_user_id_idx" ON "comment_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comment_saves_comment_id_idx" ON "comment_saves" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "comment_saves_user_id_created_at_idx" ON "comment_saves" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_target_created_at_idx" ON "comments" USING btree ("target_kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_id_created_at_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_id_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_page_versions_ack_idx" ON "content_page_versions" USING btree ("page_id","version" DESC NULLS LAST) WHERE "content_page_versions"."requires_acknowledgement";--> statement-breakpoint
CREATE INDEX "user_content_page_acks_page_id_idx" ON "user_content_page_acks" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "imported_rows_book_id_idx" ON "imported_rows" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "imported_rows_created_book_id_idx" ON "imported_rows" USING btree ("created_book_id");--> statement-breakpoint
CREATE INDEX "imports_user_id_imported_on_idx" ON "imports" USING btree ("user_id","imported_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imports_imported_on_idx" ON "imports" USING btree ("imported_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_bans_user_id_idx" ON "chat_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_invites_user_id_idx" ON "chat_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_members_user_id_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chats_owner_id_idx" ON "chats" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "message_reactions_user_id_idx" ON "message_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_chat_id_id_idx" ON "messages" USING btree ("chat_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_chat_id_created_at_idx" ON "messages" USING btree ("chat_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "authors_search_key_trgm" ON "authors" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_active_books_count_idx" ON "authors" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "authors_active_name_en_idx" ON "authors" USING btree ("active","name_en");--> statement-breakpoint
CREATE INDEX "authors_active_name_uk_idx" ON "authors" USING btree ("active","name_uk");--> statement-breakpoint
CREATE INDEX "authors_active_created_at_idx" ON "authors" USING btree ("active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "illustrators_search_key_trgm" ON "illustrators" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "illustrators_active_books_count_idx" ON "illustrators" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "similar_authors_similar_author_id_idx" ON "similar_authors" USING btree ("similar_author_id");--> statement-breakpoint
CREATE INDEX "translators_search_key_trgm" ON "translators" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "translators_active_books_count_idx" ON "translators" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_preferred_authors_author_id_idx" ON "user_preferred_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "user_preferred_books_book_id_idx" ON "user_preferred_books" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "user_preferred_genres_genre_id_idx" ON "user_preferred_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "quote_likes_quote_id_idx" ON "quote_likes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_likes_user_id_created_at_idx" ON "quote_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_saves_quote_id_idx" ON "quote_saves" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_saves_user_id_created_at_idx" ON "quote_saves" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_book_id_created_at_idx" ON "quotes" USING btree ("book_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_user_id_created_at_idx" ON "quotes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_approved_created_at_idx" ON "quotes" USING btree ("is_approved","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_rotation_idx" ON "quotes" USING btree ("priority","last_used_at") WHERE "quotes"."is_approved";--> statement-breakpoint
CREATE INDEX "recension_likes_recension_id_idx" ON "recension_likes" USING btree ("recension_id");--> statement-breakpoint
CREATE INDEX "recension_likes_user_id_created_at_idx" ON "recension_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recension_saves_recension_id_idx" ON "recension_saves" USING btree ("recension_id");--> statement-breakpoint
CREATE INDEX "recension_saves_user_id_created_at_idx" ON "recension_saves" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recensions_book_id_created_at_idx" ON "recensions" USING btree ("book_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recensions_user_id_created_at_idx" ON "recensions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recensions_approved_created_at_idx" ON "recensions" USING btree ("approved","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_book_statuses_book_id_idx" ON "user_book_statuses" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "user_book_statuses_user_status_updated_idx" ON "user_book_statuses" USING btree ("user_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "author_claims_pending_uq" ON "author_claims" USING btree ("user_id","author_id") WHERE "author_claims"."status" = 0;--> statement-breakpoint
CREATE INDEX "author_claims_status_created_at_idx" ON "author_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "author_claims_author_id_idx" ON "author_claims" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "book_add_requests_user_id_created_at_idx" ON "book_add_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "book_add_requests_status_created_at_idx" ON "book_add_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "book_add_requests_isbn_idx" ON "book_add_requests" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "book_add_requests_book_id_idx" ON "book_add_requests" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_pending_email_uq" ON "contact_messages" USING btree (lower("email")) WHERE "contact_messages"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "friend_requests_to_status_created_idx" ON "friend_requests" USING btree ("to_user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "friendships_friend_id_idx" ON "friendships" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_event_date_idx" ON "notifications" USING btree ("user_id","event_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_by_user_id_idx" ON "notifications" USING btree ("by_user_id");--> statement-breakpoint
CREATE INDEX "notifications_chat_id_idx" ON "notifications" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "compilations_search_key_trgm" ON "compilations" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compilations_active_books_count_idx" ON "compilations" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "compilations_active_created_at_idx" ON "compilations" USING btree ("active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "genres_search_key_trgm" ON "genres" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "genres_parent_id_idx" ON "genres" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "genres_active_books_count_idx" ON "genres" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publishers_search_key_trgm" ON "publishers" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publishers_active_books_count_idx" ON "publishers" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "series_search_key_trgm" ON "series" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "series_active_books_count_idx" ON "series" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tags_search_key_trgm" ON "tags" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_active_books_count_idx" ON "tags" USING btree ("active","books_count" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_search_key_trgm" ON "users" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);