-- Each paper names the exam profile it is set for (issue 42), and whether it is the whole exam or a
-- part of it: its instructions, the exam view and the series page read the profile. Papers written
-- before this are given one at start (features/exam-profiles/assign.ts), after the seed.
ALTER TABLE "tests" ADD COLUMN "profile_code" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "scope" text DEFAULT 'subject' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_scope_check" CHECK ("scope" in ('full', 'sitting', 'subject', 'sectional'));--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_profile_code_exam_profiles_code_fk" FOREIGN KEY ("profile_code") REFERENCES "public"."exam_profiles"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "profile_code" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_profile_code_exam_profiles_code_fk" FOREIGN KEY ("profile_code") REFERENCES "public"."exam_profiles"("code") ON DELETE restrict ON UPDATE cascade;
