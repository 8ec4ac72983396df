-- The days a seminar's confirmed boosts run (issue 47): kept on the seminar, so top placement
-- reads the running boosts matching a search from one small index instead of joining every
-- running booking to its seminar on every search (1,000 boosts at 100,000 dates: 1,000 index
-- look-ups a page, most of the first page's cost; bench/RESULTS.md, 2026-11-29).
ALTER TABLE "seminars" ADD COLUMN "boost_days" datemultirange;--> statement-breakpoint
-- Row triggers with conditions: a booking in the cart or a counted top impression (an UPDATE of
-- `top_impressions` with every event batch) leaves the seminar alone.
CREATE FUNCTION "boost_bookings_keep_seminar_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seminar uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."seminar_id" ELSE NEW."seminar_id" END;
  days datemultirange := (
    SELECT range_agg(daterange(b."starts_on", b."ends_on", '[]'))
    FROM "boost_bookings" AS b WHERE b."seminar_id" = seminar AND b."status" = 'confirmed'
  );
BEGIN
  UPDATE "seminars" SET "boost_days" = days WHERE "id" = seminar AND "boost_days" IS DISTINCT FROM days;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "boost_bookings_seminar_days_inserted" AFTER INSERT ON "boost_bookings"
  FOR EACH ROW WHEN (NEW."status" = 'confirmed') EXECUTE FUNCTION "boost_bookings_keep_seminar_days"();--> statement-breakpoint
CREATE TRIGGER "boost_bookings_seminar_days_updated" AFTER UPDATE OF "status", "starts_on", "ends_on" ON "boost_bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."starts_on" IS DISTINCT FROM NEW."starts_on"
    OR OLD."ends_on" IS DISTINCT FROM NEW."ends_on")
  EXECUTE FUNCTION "boost_bookings_keep_seminar_days"();--> statement-breakpoint
CREATE TRIGGER "boost_bookings_seminar_days_deleted" AFTER DELETE ON "boost_bookings"
  FOR EACH ROW WHEN (OLD."status" = 'confirmed') EXECUTE FUNCTION "boost_bookings_keep_seminar_days"();--> statement-breakpoint
UPDATE "seminars" AS s SET "boost_days" = b."days"
  FROM (
    SELECT "seminar_id", range_agg(daterange("starts_on", "ends_on", '[]')) AS "days"
    FROM "boost_bookings" WHERE "status" = 'confirmed' GROUP BY "seminar_id"
  ) AS b
  WHERE s."id" = b."seminar_id";--> statement-breakpoint
-- Only seminars that ever had a confirmed boost; the id first, for the placement's ring order.
CREATE INDEX "seminars_boosted_idx" ON "seminars" USING btree ("id") INCLUDE ("boost_days", "status", "start_date", "category_id")
  WHERE "boost_days" IS NOT NULL;
