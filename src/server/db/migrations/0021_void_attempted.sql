-- A regrade may void a question by NTA's published rule for UGC NET: its full marks to those who
-- attempted it, nothing to those who left it (shared/exam/regrade.ts), beside GATE's full marks to everyone.
ALTER TABLE "paper_regrades" DROP CONSTRAINT "paper_regrades_action_check";--> statement-breakpoint
ALTER TABLE "paper_regrades" ADD CONSTRAINT "paper_regrades_action_check" CHECK ("paper_regrades"."action" in ('rekey', 'void-full', 'void-attempted', 'void-none'));
