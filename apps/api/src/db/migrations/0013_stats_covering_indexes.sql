-- GET /statistics reads a provider's counters by (provider, day|month). The rollup writes them
-- day by day, so one provider's rows lie on as many heap pages as it has rows: a year was ~365
-- scattered page reads per table (bench/RESULTS.md). With the counters in the index, the same
-- read is an index-only scan over a few adjacent index pages.
DROP INDEX "stat_daily_seminar_provider_idx";--> statement-breakpoint
CREATE INDEX "stat_daily_seminar_provider_idx" ON "stat_daily_seminar" USING btree ("provider_id","day")
  INCLUDE ("seminar_id","impressions","seminar_views","message_clicks","phone_clicks","website_clicks","more_info_clicks");--> statement-breakpoint
DROP INDEX "stat_monthly_seminar_provider_idx";--> statement-breakpoint
CREATE INDEX "stat_monthly_seminar_provider_idx" ON "stat_monthly_seminar" USING btree ("provider_id","month")
  INCLUDE ("seminar_id","impressions","seminar_views","message_clicks","phone_clicks","website_clicks","more_info_clicks");--> statement-breakpoint
CREATE INDEX "stat_daily_provider_covering_idx" ON "stat_daily_provider" USING btree ("provider_id","day")
  INCLUDE ("profile_views","impressions","seminar_views","message_clicks","phone_clicks","website_clicks","more_info_clicks");
