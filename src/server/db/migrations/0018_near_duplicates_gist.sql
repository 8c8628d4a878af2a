-- Near duplicates through a GiST trigram index (decision 042): against a bank of look-alike questions
-- a GIN index made each candidate's search recheck thousands of rows (140 to 500 ms a question on
-- PostgreSQL, seconds on the embedded database); GiST's search stops at the few that are close (5 to 10 ms).
DROP INDEX IF EXISTS "questions_normalised_start_trgm_idx";--> statement-breakpoint
CREATE INDEX "questions_normalised_start_trgm_idx" ON "questions" USING gist ((left("normalised_text", 1000)) gist_trgm_ops);
