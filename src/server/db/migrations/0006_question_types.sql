ALTER TABLE "questions" DROP CONSTRAINT "questions_correct_index_check";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "correct_index" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "correct_indexes" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "nat_min" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "nat_max" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "nat_decimals" integer;--> statement-breakpoint
-- until now every question was an MCQ, and 'type' only labelled one converted by an import
-- ('NAT (converted to MCQ)'): the label moves to the question's remarks, the type becomes MCQ
UPDATE "questions" SET "remarks" = CASE WHEN coalesce("remarks", '') = '' THEN "type" ELSE "remarks" || ' · ' || "type" END, "type" = 'MCQ' WHERE "type" <> 'MCQ';--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "marking" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "marking" text DEFAULT 'gate' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_key_check" CHECK (coalesce(case "questions"."type"
        when 'MCQ' then "questions"."correct_index" >= 0 and "questions"."correct_index" < jsonb_array_length("questions"."options")
        when 'MSQ' then jsonb_typeof("questions"."correct_indexes") = 'array' and jsonb_array_length("questions"."correct_indexes") between 1 and jsonb_array_length("questions"."options")
        when 'NAT' then "questions"."nat_min" <= "questions"."nat_max" and "questions"."nat_decimals" between 0 and 6 and jsonb_array_length("questions"."options") = 0
        else false end, false));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_marking_preset_check" CHECK ("quizzes"."marking" in ('gate', 'ugc-net', 'weekly'));--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_marking_check" CHECK ("tests"."marking" in ('gate', 'ugc-net', 'weekly'));