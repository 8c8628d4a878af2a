-- Integrity round 3 (issue 39). The audit log keeps who acted, and whom an entry is about, as they
-- were when it was written: deleting an account never rewrites history. A finished quiz's rank 1
-- waits in winner_reviews for a master's confirmation; passed-over candidates are kept with the reason.
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_email" text;--> statement-breakpoint
-- entries written before: the actor as they are now, where the account still exists
UPDATE "audit_log" SET "actor_name" = "users"."name", "actor_email" = "users"."email" FROM "users" WHERE "users"."id" = "audit_log"."actor_id";--> statement-breakpoint
CREATE TABLE "winner_reviews" (
	"quiz_id" uuid PRIMARY KEY NOT NULL REFERENCES "quizzes"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "winner_reviews_status_check" CHECK ("winner_reviews"."status" in ('pending', 'confirmed', 'no-winner'))
);--> statement-breakpoint
CREATE INDEX "winner_reviews_status_idx" ON "winner_reviews" ("status");--> statement-breakpoint
CREATE TABLE "winner_passes" (
	"quiz_id" uuid NOT NULL REFERENCES "quizzes"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"passed_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "winner_passes_quiz_id_user_id_pk" PRIMARY KEY("quiz_id","user_id")
);
