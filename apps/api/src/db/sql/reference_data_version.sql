-- The reference data's version (categories, brochure editions): every statement that changes one
-- of those tables moves it, and the seminar list reloads its cached copy when it moved
-- (modules/seminars/list-query.ts).
CREATE OR REPLACE FUNCTION "bump_reference_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "seminar_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seminar_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "brochure_editions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brochure_editions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_data_version"();
--> on change
UPDATE "reference_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
