-- A seminar's daily schedule (issue 46): the usual times, the teaching hours a day, whether the
-- weekend is taught, and the dates in its range that are no seminar day. Its days are counted from
-- these (seminarDaysIso in the contracts) and the states' minimums are checked against them.
ALTER TABLE "seminars" ADD COLUMN "time_from" text;--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "time_to" text;--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "teaching_hours_per_day" double precision;--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "weekend_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "non_seminar_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
-- The answer keeps the new keys after "dateComment", where toSeminar writes them (ADR 034).
CREATE OR REPLACE FUNCTION "seminar_answer_json"(s "seminars") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(a)::text FROM (SELECT
    s.id, s.title, s.seminar_number AS "seminarNumber", s.category_id AS "categoryId",
    s.description_web AS "descriptionWeb", s.description_brochure AS "descriptionBrochure",
    s.seminar_type AS "seminarType", s.seminar_form AS "seminarForm", s.start_date AS "startDate",
    s.end_date AS "endDate", s.date_comment AS "dateComment",
    s.time_from AS "timeFrom", s.time_to AS "timeTo", s.teaching_hours_per_day AS "teachingHoursPerDay",
    s.weekend_days AS "weekendDays", s.non_seminar_dates AS "nonSeminarDates", s.price_type AS "priceType",
    s.price_cents AS "priceCents", s.price_min_cents AS "priceMinCents", s.price_max_cents AS "priceMaxCents",
    s.price_comment AS "priceComment", s.location_id AS "locationId", s.city_comment AS "cityComment",
    s.formatted_address AS "formattedAddress", s.target_group AS "targetGroup", s.prerequisites,
    s.max_participants AS "maxParticipants", s.info_telephone AS "infoTelephone", s.direct_link AS "directLink",
    s.special_features AS "specialFeatures",
    coalesce((SELECT ('[' || string_agg(row_to_json(r)::text, ',' ORDER BY r.state COLLATE "C") || ']')::json
      FROM (SELECT state, number, authority, valid_from AS "validFrom", valid_until AS "validUntil", document_id AS "documentId"
        FROM "seminar_recognitions" WHERE seminar_id = s.id) r), '[]') AS recognitions,
    s.publication_channel AS "publicationChannel", s.follow_up_booking AS "followUpBooking",
    s.expanded_text AS "expandedText", s.status AS "storedStatus", s.owner_id AS "ownerId",
    to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    to_char(s.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt",
    to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
    CASE WHEN s.created_from_dashboard THEN 1 ELSE 0 END AS created_from_dashboard) a
$$;--> statement-breakpoint
UPDATE "seminars" SET "answer_head" = '{';
