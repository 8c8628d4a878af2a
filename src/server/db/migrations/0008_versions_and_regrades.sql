CREATE TABLE "paper_regrades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid,
	"quiz_id" uuid,
	"question_id" uuid NOT NULL,
	"action" text NOT NULL,
	"correct_index" integer,
	"correct_indexes" jsonb,
	"nat_min" double precision,
	"nat_max" double precision,
	"nat_decimals" integer,
	"reason" text NOT NULL,
	"summary" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_regrades_target_check" CHECK (("paper_regrades"."test_id" is null) <> ("paper_regrades"."quiz_id" is null)),
	CONSTRAINT "paper_regrades_action_check" CHECK ("paper_regrades"."action" in ('rekey', 'void-full', 'void-none'))
);
--> statement-breakpoint
CREATE TABLE "question_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_comments_kind_check" CHECK ("question_comments"."kind" in ('submit', 'approve', 'reject', 'request-changes', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid,
	"question_version" integer,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"response" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_reports_reason_check" CHECK ("question_reports"."reason" in ('wrong-key', 'typo', 'unclear', 'out-of-syllabus')),
	CONSTRAINT "question_reports_status_check" CHECK ("question_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "question_reports_resolution_check" CHECK ("question_reports"."resolution" is null or "question_reports"."resolution" in ('edited', 'regraded', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "question_versions" (
	"question_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"options" jsonb NOT NULL,
	"type" text NOT NULL,
	"correct_index" integer,
	"correct_indexes" jsonb,
	"nat_min" double precision,
	"nat_max" double precision,
	"nat_decimals" integer,
	"explanation" text NOT NULL,
	"explanation_image" text,
	"section" "section" NOT NULL,
	"marks" integer NOT NULL,
	"remarks" text,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_versions_question_id_version_pk" PRIMARY KEY("question_id","version")
);
--> statement-breakpoint
CREATE TABLE "user_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "user_notices_kind_check" CHECK ("user_notices"."kind" in ('regrade', 'report', 'prize'))
);
--> statement-breakpoint
-- a quiz may have a second winner: rank 1 after a regrade changed who is first
ALTER TABLE "weekly_winners" DROP CONSTRAINT "weekly_winners_pkey";--> statement-breakpoint
ALTER TABLE "weekly_winners" ADD CONSTRAINT "weekly_winners_quiz_id_user_id_pk" PRIMARY KEY("quiz_id","user_id");--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "served_versions" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "review_state" text DEFAULT 'writing' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "question_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "question_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_winners" ADD COLUMN "reason" text DEFAULT 'closing' NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_winners" ADD COLUMN "regrade_id" uuid;--> statement-breakpoint
-- every question's content so far is its version 1, and every paper serves that version
INSERT INTO "question_versions" ("question_id", "version", "text", "image", "options", "type", "correct_index", "correct_indexes", "nat_min", "nat_max", "nat_decimals", "explanation", "explanation_image", "section", "marks", "remarks", "created_by", "created_at")
  SELECT "id", 1, "text", "image", "options", "type", "correct_index", "correct_indexes", "nat_min", "nat_max", "nat_decimals", "explanation", "explanation_image", "section", "marks", "remarks", "created_by", "created_at" FROM "questions";--> statement-breakpoint
UPDATE "test_questions" SET "question_version" = 1;--> statement-breakpoint
UPDATE "quiz_questions" SET "question_version" = 1;--> statement-breakpoint
-- drafts saved so far sat in the review queue at once: they stay there, as submitted; a published
-- question was approved; an archived one was rejected if a master rejected it, else unpublished
UPDATE "questions" SET "review_state" = CASE
  WHEN "status" = 'draft' THEN 'submitted'
  WHEN "status" = 'archived' AND EXISTS (SELECT 1 FROM "audit_log" WHERE "entity" = 'question' AND "entity_id" = "questions"."id"::text AND "action" = 'question.reject') THEN 'rejected'
  ELSE 'approved' END;--> statement-breakpoint
-- a question's first version is written with it, whoever inserts it (the editor, an import, a
-- generation, the demo): the database does it, so none can be missed
CREATE FUNCTION "question_first_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_versions" ("question_id", "version", "text", "image", "options", "type", "correct_index", "correct_indexes", "nat_min", "nat_max", "nat_decimals", "explanation", "explanation_image", "section", "marks", "remarks", "created_by")
    VALUES (NEW."id", NEW."version", NEW."text", NEW."image", NEW."options", NEW."type", NEW."correct_index", NEW."correct_indexes", NEW."nat_min", NEW."nat_max", NEW."nat_decimals", NEW."explanation", NEW."explanation_image", NEW."section", NEW."marks", NEW."remarks", NEW."created_by");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_first_version" AFTER INSERT ON "questions" FOR EACH ROW EXECUTE FUNCTION "question_first_version"();--> statement-breakpoint
-- a paper's question inserted with version 0 serves the question's current version
CREATE FUNCTION "paper_question_current_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."question_version" = 0 THEN
    NEW."question_version" := coalesce((SELECT "version" FROM "questions" WHERE "id" = NEW."question_id"), 0);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "test_questions_current_version" BEFORE INSERT ON "test_questions" FOR EACH ROW EXECUTE FUNCTION "paper_question_current_version"();--> statement-breakpoint
CREATE TRIGGER "quiz_questions_current_version" BEFORE INSERT ON "quiz_questions" FOR EACH ROW EXECUTE FUNCTION "paper_question_current_version"();--> statement-breakpoint
ALTER TABLE "paper_regrades" ADD CONSTRAINT "paper_regrades_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_regrades" ADD CONSTRAINT "paper_regrades_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_regrades" ADD CONSTRAINT "paper_regrades_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_regrades" ADD CONSTRAINT "paper_regrades_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_comments" ADD CONSTRAINT "question_comments_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_comments" ADD CONSTRAINT "question_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_regrades_test_idx" ON "paper_regrades" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "paper_regrades_quiz_idx" ON "paper_regrades" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "question_comments_question_idx" ON "question_comments" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_once_idx" ON "question_reports" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "question_reports_open_idx" ON "question_reports" USING btree ("status","question_id");--> statement-breakpoint
CREATE INDEX "question_reports_user_day_idx" ON "question_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_notices_user_idx" ON "user_notices" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_version_fk" FOREIGN KEY ("question_id","question_version") REFERENCES "public"."question_versions"("question_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_version_fk" FOREIGN KEY ("question_id","question_version") REFERENCES "public"."question_versions"("question_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_review_state_idx" ON "questions" USING btree ("review_state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_winners_closing_idx" ON "weekly_winners" USING btree ("quiz_id") WHERE "weekly_winners"."reason" = 'closing';--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_review_state_check" CHECK ("questions"."review_state" in ('writing', 'submitted', 'changes-requested', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "weekly_winners" ADD CONSTRAINT "weekly_winners_reason_check" CHECK ("weekly_winners"."reason" in ('closing', 'regrade'));