-- Decision 034: the language a learner reads a paper offered in Hindi in, kept with the attempt so a
-- reload or another device opens it as they left it: the default chosen before starting, and each
-- question the learner switched to the other language (question id -> 'en' | 'hi'). Grading never reads them.
ALTER TABLE "attempts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "question_languages" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_language_check" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_question_languages_check" CHECK (jsonb_typeof("question_languages") = 'object');
