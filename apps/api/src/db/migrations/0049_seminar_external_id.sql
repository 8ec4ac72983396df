-- A seminar's own key in the provider's systems (issue 44): with the start date it is what a CSV
-- re-import updates by, one row per date; unique per provider so two dates of a course never collide.
ALTER TABLE "seminars" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "seminars_provider_external_key" ON "seminars" USING btree ("provider_id","external_id","start_date");
--> statement-breakpoint
-- A statement that writes many recognitions (an import's thousands, issue 44) rewrote its seminar's
-- answer once per recognition row, and bumped the provider's data version once more per row. Now
-- each statement rewrites each seminar it touched once; that UPDATE of the seminar bumps the
-- version (its own trigger), which made the recognitions' bump redundant (bench/RESULTS.md,
-- 2026-11-29). Transition tables allow one event per trigger, so there are three.
DROP TRIGGER "seminar_recognitions_answer_json" ON "seminar_recognitions";--> statement-breakpoint
DROP TRIGGER "seminar_recognitions_data_version" ON "seminar_recognitions";--> statement-breakpoint
DROP FUNCTION "seminar_recognitions_rewrite_answer_json"();--> statement-breakpoint
CREATE FUNCTION "seminar_recognitions_rewrite_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "seminars" SET "answer_head" = '{' WHERE "id" IN (SELECT "seminar_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "seminars" SET "answer_head" = '{' WHERE "id" IN (SELECT "seminar_id" FROM "old_rows");
  ELSE
    UPDATE "seminars" SET "answer_head" = '{'
      WHERE "id" IN (SELECT "seminar_id" FROM "new_rows" UNION SELECT "seminar_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "seminar_recognitions_inserted" AFTER INSERT ON "seminar_recognitions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "seminar_recognitions_rewrite_answers"();--> statement-breakpoint
CREATE TRIGGER "seminar_recognitions_updated" AFTER UPDATE ON "seminar_recognitions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "seminar_recognitions_rewrite_answers"();--> statement-breakpoint
CREATE TRIGGER "seminar_recognitions_deleted" AFTER DELETE ON "seminar_recognitions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "seminar_recognitions_rewrite_answers"();
