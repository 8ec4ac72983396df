-- The text search's GIN indexes lead with the provider: a provider's search of its seminars or
-- leads reads its own matching rows from the index, not every provider's to drop the others' after
-- reading them (bench/RESULTS.md, 2026-11-27). btree_gin gives GIN the provider id's equality;
-- the marketplace's search, on the text alone, reads the same indexes.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "seminars_search_idx";--> statement-breakpoint
DROP INDEX "seminars_title_folded_trgm_idx";--> statement-breakpoint
DROP INDEX "seminars_number_folded_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "seminars_provider_search_idx" ON "seminars" USING gin ("provider_id","search_vector");--> statement-breakpoint
CREATE INDEX "seminars_provider_title_trgm_idx" ON "seminars" USING gin ("provider_id","title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seminars_provider_number_trgm_idx" ON "seminars" USING gin ("provider_id","seminar_number_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_provider_search_trgm_idx" ON "leads" USING gin ("provider_id",("first_name" || ' ' || "last_name" || E'\x1f' || "email" || E'\x1f' || coalesce("phone", '') || E'\x1f' || "message") gin_trgm_ops);--> statement-breakpoint
-- The leads index is on an expression: its statistics, which the planner needs to estimate how
-- many leads a search matches, exist only once the table is analysed (autovacuum would wait for
-- enough changed rows; until then a search planned for one match and read them all).
ANALYZE "seminars";--> statement-breakpoint
ANALYZE "leads";
