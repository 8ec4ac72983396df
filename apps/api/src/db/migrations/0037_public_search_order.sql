-- The marketplace's order (start date, title, id) over online seminars: alone (the search without
-- a category), within a category, within a provider (the provider page). A public page reads its
-- window of the order and counts up to the search's cap from these, instead of sorting and counting
-- every public seminar on each request (ADR 041, bench/RESULTS.md 2026-11-28 night).
CREATE INDEX "seminars_public_order_idx" ON "seminars" USING btree ("start_date","title","id") WHERE "seminars"."status" = 'online';--> statement-breakpoint
CREATE INDEX "seminars_public_category_idx" ON "seminars" USING btree ("category_id","start_date","title","id") WHERE "seminars"."status" = 'online';--> statement-breakpoint
CREATE INDEX "seminars_public_provider_idx" ON "seminars" USING btree ("provider_id","start_date","title","id") WHERE "seminars"."status" = 'online';