-- A lead search matches the lower-cased copy of what it looks through (name, e-mail, phone,
-- message), kept as a column with its trigram index led by the provider: `ilike` on the joined
-- expression lower-cased every matching row again, 1.0 of a search's 1.3 ms for 1,256 matches
-- (bench/RESULTS.md, 2026-11-28). Adding the column rewrites the table once.
DROP INDEX "leads_provider_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || E'\x1f' || email || E'\x1f' || coalesce(phone, '') || E'\x1f' || message)) STORED;--> statement-breakpoint
CREATE INDEX "leads_provider_search_trgm_idx" ON "leads" USING gin ("provider_id","search_folded" gin_trgm_ops);--> statement-breakpoint
-- The planner's estimate of a search's matches comes from the new column's statistics.
ANALYZE "leads";
