CREATE TABLE "provider_data_versions" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_provider_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  provider uuid;
  before uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'seminar_recognitions' THEN
    SELECT "provider_id" INTO provider FROM "seminars" WHERE "id" = changed."seminar_id";
  ELSIF TG_TABLE_NAME = 'conversation_messages' THEN
    SELECT "provider_id" INTO provider FROM "conversations" WHERE "id" = changed."conversation_id";
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
$$;--> statement-breakpoint
CREATE TRIGGER "seminars_data_version" AFTER INSERT OR UPDATE OR DELETE ON "seminars"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "seminar_recognitions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "seminar_recognitions"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "locations_data_version" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "users_data_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "leads_data_version" AFTER INSERT OR UPDATE OR DELETE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "conversations_data_version" AFTER INSERT OR UPDATE OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "conversation_messages_data_version" AFTER INSERT OR UPDATE OR DELETE ON "conversation_messages"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
