-- Hindi versions the model wrote for bank questions (docs/decisions/034): each waits here for a
-- reviewer; approving writes it onto the question as an edit does, rejecting discards it. A bank job
-- of kind 'hindi' writes them.
ALTER TABLE "bank_jobs" DROP CONSTRAINT "bank_jobs_kind_check";--> statement-breakpoint
ALTER TABLE "bank_jobs" ADD CONSTRAINT "bank_jobs_kind_check" CHECK ("bank_jobs"."kind" in ('import', 'export', 'hindi'));--> statement-breakpoint
CREATE TABLE "hindi_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL REFERENCES "questions"("id") ON DELETE cascade,
	"job_id" uuid REFERENCES "bank_jobs"("id") ON DELETE set null,
	"hindi" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "hindi_proposals_status_check" CHECK ("hindi_proposals"."status" in ('pending', 'approved', 'rejected'))
);--> statement-breakpoint
CREATE INDEX "hindi_proposals_pending_idx" ON "hindi_proposals" ("status", "created_at");
