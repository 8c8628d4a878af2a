-- Exam profiles (issue 42): each exam paper's rules as data. The shipped ones are written at start
-- from the server's versioned seed (features/exam-profiles/seed.ts); a god edits their texts or adds
-- one from a copy in /admin/exams.
CREATE TABLE "exam_profiles" (
	"code" text PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_version" integer,
	"edited_at" timestamp with time zone,
	"edited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_profiles_code_check" CHECK ("code" ~ '^[a-z][a-z0-9-]{1,39}$'),
	CONSTRAINT "exam_profiles_same_code_check" CHECK ("profile"->>'code' = "code")
);
--> statement-breakpoint
ALTER TABLE "exam_profiles" ADD CONSTRAINT "exam_profiles_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
