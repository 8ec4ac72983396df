-- A lead search (q) looked through six columns with ilike '%q%' in a scan of all the provider's
-- leads and their seminars (22 ms of 10,000 leads, bench/RESULTS.md). One trigram index over the
-- searched text (schema/leads.ts leadSearchText, the same expression the query uses) answers it.
-- The stage counts, read on every lead list, become an index-only scan with `unread` in their index.
DROP INDEX "leads_provider_stage_idx";--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin (("first_name" || ' ' || "last_name" || E'\x1f' || "email" || E'\x1f' || coalesce("phone", '') || E'\x1f' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_provider_stage_idx" ON "leads" USING btree ("provider_id","stage","unread");
