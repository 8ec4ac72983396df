-- Each seminar keeps its answer (toSeminar in seminar-rows.ts) as JSON text, without what
-- depends on the day (status, isExpired, startDateLocked, which the list adds): the seminar list
-- reads it as it is instead of writing 38 columns and the recognitions as JSON for every listed
-- seminar on every call (bench/RESULTS.md, 2026-11-26). A trigger writes it on every insert and
-- update of a seminar; a change of a seminar's recognitions rewrites it. row_to_json writes
-- compact JSON with strings escaped as JSON.stringify does; list.test.ts holds it to toSeminar's
-- answer byte for byte.
ALTER TABLE "seminars" ADD COLUMN "answer_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "seminar_answer_json"(s "seminars") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(a)::text FROM (SELECT
    s.id, s.title, s.seminar_number AS "seminarNumber", s.category_id AS "categoryId",
    s.description_web AS "descriptionWeb", s.description_brochure AS "descriptionBrochure",
    s.seminar_type AS "seminarType", s.seminar_form AS "seminarForm", s.start_date AS "startDate",
    s.end_date AS "endDate", s.date_comment AS "dateComment", s.price_type AS "priceType",
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
CREATE OR REPLACE FUNCTION "seminars_write_answer_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."answer_json" := "seminar_answer_json"(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "seminars_answer_json" BEFORE INSERT OR UPDATE ON "seminars"
  FOR EACH ROW EXECUTE FUNCTION "seminars_write_answer_json"();--> statement-breakpoint
-- An update of the seminar rewrites its answer (the trigger above); a deleted seminar's row is gone.
CREATE OR REPLACE FUNCTION "seminar_recognitions_rewrite_answer_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "seminars" SET "answer_json" = '{}' WHERE "id" = NEW."seminar_id";
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD."seminar_id" IS DISTINCT FROM NEW."seminar_id") THEN
    UPDATE "seminars" SET "answer_json" = '{}' WHERE "id" = OLD."seminar_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "seminar_recognitions_answer_json" AFTER INSERT OR UPDATE OR DELETE ON "seminar_recognitions"
  FOR EACH ROW EXECUTE FUNCTION "seminar_recognitions_rewrite_answer_json"();--> statement-breakpoint
UPDATE "seminars" SET "answer_json" = '{}';
