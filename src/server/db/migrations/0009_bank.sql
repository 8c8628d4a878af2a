-- trigram similarity for the bank's duplicates check (trusted since PostgreSQL 13; PGlite loads it in db/client.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bank_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_by" uuid,
	"input" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"output" text,
	"output_name" text,
	"output_type" text,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bank_jobs_kind_check" CHECK ("bank_jobs"."kind" in ('import', 'export')),
	CONSTRAINT "bank_jobs_status_check" CHECK ("bank_jobs"."status" in ('queued', 'running', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "paper_question_stats" (
	"paper_kind" text NOT NULL,
	"paper_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"attempts" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"facility" double precision,
	"discrimination" double precision,
	"option_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_seconds" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_question_stats_paper_kind_paper_id_question_id_pk" PRIMARY KEY("paper_kind","paper_id","question_id"),
	CONSTRAINT "paper_question_stats_kind_check" CHECK ("paper_question_stats"."paper_kind" in ('test', 'quiz'))
);
--> statement-breakpoint
CREATE TABLE "question_stats" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"facility" double precision,
	"discrimination" double precision,
	"option_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_seconds" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_tags" (
	"question_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_tags_question_id_tag_pk" PRIMARY KEY("question_id","tag"),
	CONSTRAINT "question_tags_tag_check" CHECK (length(btrim("question_tags"."tag")) between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_papers" (
	"paper_kind" text NOT NULL,
	"paper_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_dirty_papers_paper_kind_paper_id_pk" PRIMARY KEY("paper_kind","paper_id")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"exam" text NOT NULL,
	"name" text NOT NULL,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_depth_check" CHECK ("topics"."depth" between 0 and 2),
	CONSTRAINT "topics_name_check" CHECK (length(btrim("topics"."name")) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "topic_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "normalised_text" text GENERATED ALWAYS AS (btrim(regexp_replace(lower("text" || ' ' || coalesce(jsonb_path_query_array("options", '$[*].text')::text, '')), '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "bank_jobs" ADD CONSTRAINT "bank_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_question_stats" ADD CONSTRAINT "paper_question_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_stats" ADD CONSTRAINT "question_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_parent_id_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_jobs_claim_idx" ON "bank_jobs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "bank_jobs_created_idx" ON "bank_jobs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "paper_question_stats_question_idx" ON "paper_question_stats" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_stats_facility_idx" ON "question_stats" USING btree ("facility");--> statement-breakpoint
CREATE INDEX "question_stats_discrimination_idx" ON "question_stats" USING btree ("discrimination");--> statement-breakpoint
CREATE INDEX "question_tags_tag_idx" ON "question_tags" USING btree ("tag");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_sibling_name_idx" ON "topics" USING btree ("exam",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "topics_parent_idx" ON "topics" USING btree ("parent_id","position");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "questions_normalised_trgm_idx" ON "questions" USING gin ("normalised_text" gin_trgm_ops);--> statement-breakpoint
-- the statistics job reads a test's submitted attempts (a quiz's are served by attempts_quiz_score_idx)
CREATE INDEX "attempts_test_score_idx" ON "attempts" USING btree ("test_id","score") WHERE "attempts"."test_id" is not null;--> statement-breakpoint
-- papers already taken before item statistics existed: the job counts them at its first run
INSERT INTO "stats_dirty_papers" ("paper_kind", "paper_id")
SELECT DISTINCT 'test', "test_id" FROM "attempts" WHERE "test_id" IS NOT NULL AND "submitted_at" IS NOT NULL AND "score" IS NOT NULL
UNION
SELECT DISTINCT 'quiz', "quiz_id" FROM "attempts" WHERE "quiz_id" IS NOT NULL AND "submitted_at" IS NOT NULL AND "score" IS NOT NULL;
--> statement-breakpoint
-- the bank's search (text ilike '%…%') on 50,000 questions: trigrams find the rows instead of reading every text
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING gin ("text" gin_trgm_ops);
