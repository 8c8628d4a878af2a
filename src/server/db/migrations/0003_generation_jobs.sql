CREATE TYPE "public"."generation_status" AS ENUM('running', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"exam" text NOT NULL,
	"section" "section" NOT NULL,
	"topic" text NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"marks" integer NOT NULL,
	"count" integer NOT NULL,
	"source_notes" text,
	"model" text,
	"status" "generation_status" DEFAULT 'running' NOT NULL,
	"batches_done" integer DEFAULT 0 NOT NULL,
	"batches_total" integer NOT NULL,
	"accepted_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"retry_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_jobs_count_check" CHECK ("generation_jobs"."count" between 1 and 50),
	CONSTRAINT "generation_jobs_marks_check" CHECK ("generation_jobs"."marks" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_created_idx" ON "generation_jobs" USING btree ("created_at");