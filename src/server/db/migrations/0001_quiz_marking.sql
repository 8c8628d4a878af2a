ALTER TABLE "quizzes" ADD COLUMN "correct_marks" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "wrong_marks" real DEFAULT 0.33 NOT NULL;--> statement-breakpoint
CREATE INDEX "attempts_quiz_score_idx" ON "attempts" USING btree ("quiz_id","score") WHERE "attempts"."quiz_id" is not null;--> statement-breakpoint
CREATE INDEX "quizzes_opens_idx" ON "quizzes" USING btree ("opens_at");--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_marking_check" CHECK ("quizzes"."correct_marks" > 0 and "quizzes"."wrong_marks" >= 0);