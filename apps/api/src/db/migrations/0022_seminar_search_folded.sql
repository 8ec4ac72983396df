-- The seminar search's substring match reads lower-cased copies of title and seminar number
-- (`like` on them instead of `ilike`, which lower-cases every row it reads), with their trigram
-- indexes in place of the old ones; the seminar list's booked and waiting counts read the leads
-- of a seminar from one index alone (bench/RESULTS.md, 2026-11-26).
DROP INDEX "seminars_title_trgm_idx";--> statement-breakpoint
DROP INDEX "seminars_number_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_seminar_stage_idx";--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(title)) STORED;--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "seminar_number_folded" text GENERATED ALWAYS AS (lower(seminar_number)) STORED;--> statement-breakpoint
CREATE INDEX "seminars_title_folded_trgm_idx" ON "seminars" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seminars_number_folded_trgm_idx" ON "seminars" USING gin ("seminar_number_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_seminar_stage_waitlist_idx" ON "leads" USING btree ("seminar_id","stage","waitlist_position");
