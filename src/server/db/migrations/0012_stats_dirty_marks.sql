-- A submit marks its paper for the item statistics by adding a row here, never by updating one: the
-- upsert into stats_dirty_papers it made before locked the paper's one row until the grading
-- transaction committed, so every submit of a weekly quiz waited for the one before it. The
-- statistics job (one process at a time) moves the marks into stats_dirty_papers, its own queue.
CREATE TABLE "stats_dirty_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"paper_kind" text NOT NULL,
	"paper_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
