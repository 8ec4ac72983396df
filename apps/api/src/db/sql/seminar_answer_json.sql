-- Each seminar keeps its answer (toSeminar, modules/seminars/seminar-answer.ts) as JSON text in
-- seminars.answer_json, without the fields that depend on the day (status, isExpired,
-- startDateLocked): the seminar list appends those to each listed seminar's text instead of writing
-- every column and the recognitions as JSON on every call (ADR 034, 059). row_to_json writes
-- compact JSON with strings escaped as JSON.stringify does; list.test.ts holds the list's text to
-- toSeminar's answer byte for byte.
CREATE OR REPLACE FUNCTION "seminar_answer_json"(s "seminars") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(a)::text FROM (SELECT
    -- generated from modules/seminars/seminar-answer.ts by `npm run db:sql -w apps/api`:
    s.id,
    s.title,
    s.seminar_number AS "seminarNumber",
    s.category_id AS "categoryId",
    s.description_web AS "descriptionWeb",
    s.description_brochure AS "descriptionBrochure",
    s.seminar_type AS "seminarType",
    s.seminar_form AS "seminarForm",
    s.start_date AS "startDate",
    s.end_date AS "endDate",
    s.date_comment AS "dateComment",
    s.time_from AS "timeFrom",
    s.time_to AS "timeTo",
    s.teaching_hours_per_day AS "teachingHoursPerDay",
    s.weekend_days AS "weekendDays",
    s.non_seminar_dates AS "nonSeminarDates",
    s.price_type AS "priceType",
    s.price_cents AS "priceCents",
    s.price_min_cents AS "priceMinCents",
    s.price_max_cents AS "priceMaxCents",
    s.price_comment AS "priceComment",
    s.location_id AS "locationId",
    s.city_comment AS "cityComment",
    s.formatted_address AS "formattedAddress",
    s.target_group AS "targetGroup",
    s.prerequisites,
    s.max_participants AS "maxParticipants",
    s.info_telephone AS "infoTelephone",
    s.direct_link AS "directLink",
    s.special_features AS "specialFeatures",
    coalesce((SELECT ('[' || string_agg(row_to_json(r)::text, ',' ORDER BY r.state COLLATE "C") || ']')::json
      FROM (SELECT state, number, authority, valid_from AS "validFrom", valid_until AS "validUntil", document_id AS "documentId"
        FROM "seminar_recognitions" WHERE seminar_id = s.id) r), '[]') AS "recognitions",
    s.publication_channel AS "publicationChannel",
    s.follow_up_booking AS "followUpBooking",
    s.expanded_text AS "expandedText",
    s.status AS "storedStatus",
    s.owner_id AS "ownerId",
    to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    to_char(s.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt",
    to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
    CASE WHEN s.created_from_dashboard THEN 1 ELSE 0 END AS "created_from_dashboard"
    -- end of the generated list
  ) a
$$;
--> statement-breakpoint
-- Written on every insert and update of a seminar, whatever writes it (the API, an import, a
-- support fix, a migration).
CREATE OR REPLACE FUNCTION "seminars_write_answer_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."answer_json" := "seminar_answer_json"(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "seminars_answer_json" BEFORE INSERT OR UPDATE ON "seminars"
  FOR EACH ROW EXECUTE FUNCTION "seminars_write_answer_json"();
--> statement-breakpoint
-- A statement that writes recognitions (an import's thousands) rewrites each seminar it touched
-- once, by updating the seminar (the trigger above; its data version moves with it). Transition
-- tables allow one event per trigger, so there are three.
CREATE OR REPLACE FUNCTION "seminar_recognitions_rewrite_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "seminars" SET "answer_json" = '' WHERE "id" IN (SELECT "seminar_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "seminars" SET "answer_json" = '' WHERE "id" IN (SELECT "seminar_id" FROM "old_rows");
  ELSE
    UPDATE "seminars" SET "answer_json" = ''
      WHERE "id" IN (SELECT "seminar_id" FROM "new_rows" UNION SELECT "seminar_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "seminar_recognitions_inserted" AFTER INSERT ON "seminar_recognitions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "seminar_recognitions_rewrite_answers"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "seminar_recognitions_updated" AFTER UPDATE ON "seminar_recognitions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "seminar_recognitions_rewrite_answers"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "seminar_recognitions_deleted" AFTER DELETE ON "seminar_recognitions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "seminar_recognitions_rewrite_answers"();
--> on change
-- Every seminar's answer written anew by the function above (the trigger); the update moves each
-- provider's data version, so no cached answer of the old text is served.
UPDATE "seminars" SET "answer_json" = '';
