-- Decision 034: a question may carry a Hindi version beside the English (its text, its options' texts
-- and its explanation; images, formulas and the key are shared), kept with each version as content is;
-- a test or a weekly quiz says whether it is offered in Hindi.
ALTER TABLE "questions" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "question_versions" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_hindi_check" CHECK ("hindi" is null or (jsonb_typeof("hindi") = 'object' and jsonb_typeof("hindi" -> 'options') = 'array' and jsonb_array_length("hindi" -> 'options') = jsonb_array_length("options")));--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "offered_in_hindi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "offered_in_hindi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the first version carries the Hindi the question was inserted with, as it carries the English
CREATE OR REPLACE FUNCTION "question_first_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_versions" ("question_id", "version", "text", "image", "options", "type", "correct_index", "correct_indexes", "nat_min", "nat_max", "nat_decimals", "explanation", "explanation_image", "section", "marks", "remarks", "hindi", "created_by")
    VALUES (NEW."id", NEW."version", NEW."text", NEW."image", NEW."options", NEW."type", NEW."correct_index", NEW."correct_indexes", NEW."nat_min", NEW."nat_max", NEW."nat_decimals", NEW."explanation", NEW."explanation_image", NEW."section", NEW."marks", NEW."remarks", NEW."hindi", NEW."created_by");
  RETURN NULL;
END
$$;
