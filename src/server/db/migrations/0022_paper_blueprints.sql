-- Blueprints (issue 42): a master keeps what a paper for an exam profile holds, per section, and
-- assembles papers from the reviewed bank with it, again each week for the weekly quiz.
CREATE TABLE "paper_blueprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"profile_code" text NOT NULL,
	"blueprint" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_blueprints_name_check" CHECK (length(btrim("paper_blueprints"."name")) between 1 and 100)
);--> statement-breakpoint
ALTER TABLE "paper_blueprints" ADD CONSTRAINT "paper_blueprints_profile_code_exam_profiles_code_fk" FOREIGN KEY ("profile_code") REFERENCES "public"."exam_profiles"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "paper_blueprints" ADD CONSTRAINT "paper_blueprints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
