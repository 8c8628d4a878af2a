-- The interface's language a learner last chose (decision 045): set at sign-in from the browser's
-- choice when none is stored, and by the switch while signed in; a sign-in on another device opens in it.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'));
