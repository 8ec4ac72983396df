CREATE TABLE "stat_monthly_seminar" (
	"seminar_id" uuid NOT NULL,
	"month" date NOT NULL,
	"provider_id" uuid NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"seminar_views" integer DEFAULT 0 NOT NULL,
	"message_clicks" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"more_info_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_monthly_seminar_seminar_id_month_pk" PRIMARY KEY("seminar_id","month")
);
--> statement-breakpoint
ALTER TABLE "stat_daily_provider" ADD COLUMN "impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_daily_provider" ADD COLUMN "seminar_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_daily_provider" ADD COLUMN "message_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_daily_provider" ADD COLUMN "phone_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_daily_provider" ADD COLUMN "website_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_daily_provider" ADD COLUMN "more_info_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_monthly_seminar" ADD CONSTRAINT "stat_monthly_seminar_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_monthly_seminar" ADD CONSTRAINT "stat_monthly_seminar_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_monthly_seminar_provider_idx" ON "stat_monthly_seminar" USING btree ("provider_id","month");--> statement-breakpoint
-- Backfill: the provider's daily sums and the seminars' monthly sums of the existing daily counters.
INSERT INTO "stat_daily_provider" ("provider_id", "day", "impressions", "seminar_views", "message_clicks", "phone_clicks", "website_clicks", "more_info_clicks")
SELECT "provider_id", "day", sum("impressions"), sum("seminar_views"), sum("message_clicks"), sum("phone_clicks"), sum("website_clicks"), sum("more_info_clicks")
FROM "stat_daily_seminar" GROUP BY 1, 2
ON CONFLICT ("provider_id", "day") DO UPDATE SET "impressions" = excluded."impressions", "seminar_views" = excluded."seminar_views",
  "message_clicks" = excluded."message_clicks", "phone_clicks" = excluded."phone_clicks", "website_clicks" = excluded."website_clicks",
  "more_info_clicks" = excluded."more_info_clicks";--> statement-breakpoint
INSERT INTO "stat_monthly_seminar" ("seminar_id", "month", "provider_id", "impressions", "seminar_views", "message_clicks", "phone_clicks", "website_clicks", "more_info_clicks")
SELECT "seminar_id", date_trunc('month', "day")::date, min("provider_id"::text)::uuid, sum("impressions"), sum("seminar_views"), sum("message_clicks"), sum("phone_clicks"), sum("website_clicks"), sum("more_info_clicks")
FROM "stat_daily_seminar" GROUP BY 1, 2;--> statement-breakpoint
-- Keep both aggregates equal to stat_daily_seminar: every change of daily rows adds its difference.
-- Statement triggers with transition tables: the rollup's bulk upsert costs one aggregate per statement.
CREATE FUNCTION "stat_daily_seminar_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stat_daily_provider" AS t ("provider_id", "day", "impressions", "seminar_views", "message_clicks", "phone_clicks", "website_clicks", "more_info_clicks")
  SELECT "provider_id", "day", sum("impressions"), sum("seminar_views"), sum("message_clicks"), sum("phone_clicks"), sum("website_clicks"), sum("more_info_clicks") FROM new_rows c GROUP BY 1, 2
  ON CONFLICT ("provider_id", "day") DO UPDATE SET "impressions" = t."impressions" + excluded."impressions", "seminar_views" = t."seminar_views" + excluded."seminar_views", "message_clicks" = t."message_clicks" + excluded."message_clicks", "phone_clicks" = t."phone_clicks" + excluded."phone_clicks", "website_clicks" = t."website_clicks" + excluded."website_clicks", "more_info_clicks" = t."more_info_clicks" + excluded."more_info_clicks";
  INSERT INTO "stat_monthly_seminar" AS t ("seminar_id", "month", "provider_id", "impressions", "seminar_views", "message_clicks", "phone_clicks", "website_clicks", "more_info_clicks")
  SELECT "seminar_id", date_trunc('month', "day")::date, min("provider_id"::text)::uuid, sum("impressions"), sum("seminar_views"), sum("message_clicks"), sum("phone_clicks"), sum("website_clicks"), sum("more_info_clicks") FROM new_rows c GROUP BY 1, 2
  ON CONFLICT ("seminar_id", "month") DO UPDATE SET "impressions" = t."impressions" + excluded."impressions", "seminar_views" = t."seminar_views" + excluded."seminar_views", "message_clicks" = t."message_clicks" + excluded."message_clicks", "phone_clicks" = t."phone_clicks" + excluded."phone_clicks", "website_clicks" = t."website_clicks" + excluded."website_clicks", "more_info_clicks" = t."more_info_clicks" + excluded."more_info_clicks";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "stat_daily_seminar_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stat_daily_provider" AS t ("provider_id", "day", "impressions", "seminar_views", "message_clicks", "phone_clicks", "website_clicks", "more_info_clicks")
  SELECT "provider_id", "day", sum("impressions"), sum("seminar_views"), sum("message_clicks"), sum("phone_clicks"), sum("website_clicks"), sum("more_info_clicks") FROM (SELECT "seminar_id", "provider_id", "day", "impressions" AS "impressions", "seminar_views" AS "seminar_views", "message_clicks" AS "message_clicks", "phone_clicks" AS "phone_clicks", "website_clicks" AS "website_clicks", "more_info_clicks" AS "more_info_clicks" FROM new_rows UNION ALL SELECT "seminar_id", "provider_id", "day", -"impressions" AS "impressions", -"seminar_views" AS "seminar_views", -"message_clicks" AS "message_clicks", -"phone_clicks" AS "phone_clicks", -"website_clicks" AS "website_clicks", -"more_info_clicks" AS "more_info_clicks" FROM old_rows) c GROUP BY 1, 2
  ON CONFLICT ("provider_id", "day") DO UPDATE SET "impressions" = t."impressions" + excluded."impressions", "seminar_views" = t."seminar_views" + excluded."seminar_views", "message_clicks" = t."message_clicks" + excluded."message_clicks", "phone_clicks" = t."phone_clicks" + excluded."phone_clicks", "website_clicks" = t."website_clicks" + excluded."website_clicks", "more_info_clicks" = t."more_info_clicks" + excluded."more_info_clicks";
  INSERT INTO "stat_monthly_seminar" AS t ("seminar_id", "month", "provider_id", "impressions", "seminar_views", "message_clicks", "phone_clicks", "website_clicks", "more_info_clicks")
  SELECT "seminar_id", date_trunc('month', "day")::date, min("provider_id"::text)::uuid, sum("impressions"), sum("seminar_views"), sum("message_clicks"), sum("phone_clicks"), sum("website_clicks"), sum("more_info_clicks") FROM (SELECT "seminar_id", "provider_id", "day", "impressions" AS "impressions", "seminar_views" AS "seminar_views", "message_clicks" AS "message_clicks", "phone_clicks" AS "phone_clicks", "website_clicks" AS "website_clicks", "more_info_clicks" AS "more_info_clicks" FROM new_rows UNION ALL SELECT "seminar_id", "provider_id", "day", -"impressions" AS "impressions", -"seminar_views" AS "seminar_views", -"message_clicks" AS "message_clicks", -"phone_clicks" AS "phone_clicks", -"website_clicks" AS "website_clicks", -"more_info_clicks" AS "more_info_clicks" FROM old_rows) c GROUP BY 1, 2
  ON CONFLICT ("seminar_id", "month") DO UPDATE SET "impressions" = t."impressions" + excluded."impressions", "seminar_views" = t."seminar_views" + excluded."seminar_views", "message_clicks" = t."message_clicks" + excluded."message_clicks", "phone_clicks" = t."phone_clicks" + excluded."phone_clicks", "website_clicks" = t."website_clicks" + excluded."website_clicks", "more_info_clicks" = t."more_info_clicks" + excluded."more_info_clicks";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "stat_daily_seminar_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Update only: a cascaded delete of the seminar or provider may have removed the aggregate rows already.
  UPDATE "stat_daily_provider" t SET "impressions" = t."impressions" - c."impressions", "seminar_views" = t."seminar_views" - c."seminar_views", "message_clicks" = t."message_clicks" - c."message_clicks", "phone_clicks" = t."phone_clicks" - c."phone_clicks", "website_clicks" = t."website_clicks" - c."website_clicks", "more_info_clicks" = t."more_info_clicks" - c."more_info_clicks"
  FROM (SELECT "provider_id", "day", sum("impressions") AS "impressions", sum("seminar_views") AS "seminar_views", sum("message_clicks") AS "message_clicks", sum("phone_clicks") AS "phone_clicks", sum("website_clicks") AS "website_clicks", sum("more_info_clicks") AS "more_info_clicks" FROM old_rows GROUP BY 1, 2) c
  WHERE t."provider_id" = c."provider_id" AND t."day" = c."day";
  UPDATE "stat_monthly_seminar" t SET "impressions" = t."impressions" - c."impressions", "seminar_views" = t."seminar_views" - c."seminar_views", "message_clicks" = t."message_clicks" - c."message_clicks", "phone_clicks" = t."phone_clicks" - c."phone_clicks", "website_clicks" = t."website_clicks" - c."website_clicks", "more_info_clicks" = t."more_info_clicks" - c."more_info_clicks"
  FROM (SELECT "seminar_id", date_trunc('month', "day")::date AS "month", sum("impressions") AS "impressions", sum("seminar_views") AS "seminar_views", sum("message_clicks") AS "message_clicks", sum("phone_clicks") AS "phone_clicks", sum("website_clicks") AS "website_clicks", sum("more_info_clicks") AS "more_info_clicks" FROM old_rows GROUP BY 1, 2) c
  WHERE t."seminar_id" = c."seminar_id" AND t."month" = c."month";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stat_daily_seminar_inserted" AFTER INSERT ON "stat_daily_seminar"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_daily_seminar_inserted"();--> statement-breakpoint
CREATE TRIGGER "stat_daily_seminar_updated" AFTER UPDATE ON "stat_daily_seminar"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_daily_seminar_updated"();--> statement-breakpoint
CREATE TRIGGER "stat_daily_seminar_deleted" AFTER DELETE ON "stat_daily_seminar"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_daily_seminar_deleted"();--> statement-breakpoint
-- Planner statistics for the backfilled aggregates (a large backfill would otherwise be planned as empty tables until autovacuum runs).
ANALYZE "stat_daily_provider";--> statement-breakpoint
ANALYZE "stat_monthly_seminar";
