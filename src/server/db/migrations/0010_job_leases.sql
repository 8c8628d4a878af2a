-- Decision 032: every background job is held under a lease its process renews. Generation jobs carry
-- their own (as bank_jobs do since 0009), with a cancel flag any instance can set; the periodic
-- singletons (attempt sweeper, weekly winners, item statistics) share one row each in job_leases.
ALTER TABLE "generation_jobs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "cancel_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "generation_jobs_lease_idx" ON "generation_jobs" USING btree ("lease_until") WHERE "status" = 'running';--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL
);
