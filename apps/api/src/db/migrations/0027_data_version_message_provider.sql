-- A message keeps its thread's provider since migration 0026: the data version trigger reads it
-- from the row, as for the other tables, instead of looking up the thread for every message
-- written or marked read.
CREATE OR REPLACE FUNCTION "bump_provider_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  provider uuid;
  before uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'seminar_recognitions' THEN
    SELECT "provider_id" INTO provider FROM "seminars" WHERE "id" = changed."seminar_id";
  ELSIF TG_TABLE_NAME = 'providers' THEN
    provider := changed."id";
  ELSE
    provider := changed."provider_id";
    IF TG_OP = 'UPDATE' THEN before := OLD."provider_id"; END IF;
  END IF;
  IF provider IS NOT NULL THEN
    INSERT INTO "provider_data_versions" AS v ("provider_id", "version") VALUES (provider, 1)
      ON CONFLICT ("provider_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  IF before IS NOT NULL AND before IS DISTINCT FROM provider THEN
    INSERT INTO "provider_data_versions" AS v ("provider_id", "version") VALUES (before, 1)
      ON CONFLICT ("provider_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;
