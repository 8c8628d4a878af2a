-- Issue 30: what admins write for learners may carry a Hindi version beside the English, which stays
-- required: a test series' title and description, a notification's title and body. Learners whose
-- interface reads Hindi see it where it exists, the English elsewhere.
ALTER TABLE "test_series" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "test_series" ADD CONSTRAINT "test_series_hindi_check" CHECK ("hindi" is null or (jsonb_typeof("hindi") = 'object' and jsonb_typeof("hindi" -> 'title') = 'string' and btrim("hindi" ->> 'title') <> '' and jsonb_typeof("hindi" -> 'description') = 'string'));--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_hindi_check" CHECK ("hindi" is null or (jsonb_typeof("hindi") = 'object' and jsonb_typeof("hindi" -> 'title') = 'string' and btrim("hindi" ->> 'title') <> '' and jsonb_typeof("hindi" -> 'body') = 'string' and btrim("hindi" ->> 'body') <> ''));
