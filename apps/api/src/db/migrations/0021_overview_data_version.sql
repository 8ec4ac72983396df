-- The overview's answer (GET /overview) is cached under the provider's data version like the
-- lists (migration 0012): the tables it reads beyond those now bump the version too — the
-- provider's own row and images (profile checklist), its invoicing data, state recognitions,
-- boosts, invoices and cost lines (what is booked but not yet invoiced).
CREATE OR REPLACE FUNCTION "bump_provider_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "providers_data_version" AFTER UPDATE ON "providers"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "provider_images_data_version" AFTER INSERT OR UPDATE OR DELETE ON "provider_images"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "provider_invoicing_data_version" AFTER INSERT OR UPDATE OR DELETE ON "provider_invoicing"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "provider_recognitions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "provider_recognitions"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "boost_bookings_data_version" AFTER INSERT OR UPDATE OR DELETE ON "boost_bookings"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "invoices_data_version" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_data_version" AFTER INSERT OR UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
