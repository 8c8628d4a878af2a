-- The duplicates check within bounds (decision 042): exact duplicates through an md5 of the folded
-- text (an index lookup whatever the length), near ones on the folded text's first 1,000 characters
-- (a 10,000-character question made a trigram search of seconds).
DROP INDEX IF EXISTS "questions_normalised_trgm_idx";--> statement-breakpoint
CREATE INDEX "questions_normalised_md5_idx" ON "questions" USING btree (md5("normalised_text"));--> statement-breakpoint
CREATE INDEX "questions_normalised_start_trgm_idx" ON "questions" USING gin ((left("normalised_text", 1000)) gin_trgm_ops);
