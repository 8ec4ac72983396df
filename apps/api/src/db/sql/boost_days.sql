-- The days a seminar's confirmed boosts run (seminars.boost_days), kept from its bookings: top
-- placement reads the running boosts matching a search from one small index
-- (seminars_boosted_idx, modules/boosts/placement.ts) instead of joining every running booking
-- to its seminar on every search. Row triggers with conditions: a booking in the cart or a
-- counted top impression (an UPDATE of `top_impressions` with every event batch) leaves the
-- seminar alone.
CREATE OR REPLACE FUNCTION "boost_bookings_keep_seminar_days"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "boost_bookings_seminar_days_inserted" AFTER INSERT ON "boost_bookings"
  FOR EACH ROW WHEN (NEW."status" = 'confirmed') EXECUTE FUNCTION "boost_bookings_keep_seminar_days"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "boost_bookings_seminar_days_updated" AFTER UPDATE OF "status", "starts_on", "ends_on" ON "boost_bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."starts_on" IS DISTINCT FROM NEW."starts_on"
    OR OLD."ends_on" IS DISTINCT FROM NEW."ends_on")
  EXECUTE FUNCTION "boost_bookings_keep_seminar_days"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "boost_bookings_seminar_days_deleted" AFTER DELETE ON "boost_bookings"
  FOR EACH ROW WHEN (OLD."status" = 'confirmed') EXECUTE FUNCTION "boost_bookings_keep_seminar_days"();
--> on change
-- Every seminar's days counted again from its confirmed bookings; only the seminars whose days differ are written.
UPDATE "seminars" AS s SET "boost_days" = b."days"
  FROM "seminars" AS kept
  LEFT JOIN (
    SELECT "seminar_id", range_agg(daterange("starts_on", "ends_on", '[]')) AS "days"
    FROM "boost_bookings" WHERE "status" = 'confirmed' GROUP BY "seminar_id"
  ) AS b ON b."seminar_id" = kept."id"
  WHERE s."id" = kept."id" AND s."boost_days" IS DISTINCT FROM b."days";
