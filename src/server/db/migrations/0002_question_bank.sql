ALTER TABLE "questions" ADD COLUMN "exam" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" "difficulty";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "origin" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
CREATE INDEX "questions_status_updated_idx" ON "questions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "questions_import_batch_idx" ON "questions" USING btree ("import_batch_id");