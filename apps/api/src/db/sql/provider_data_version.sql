-- The provider's data version (ADR 015, 037): a counter per provider, moved by these row triggers in
-- the same transaction as every change of what the provider's lists, statistics and overview show.
-- It keys the answer cache (lib/answer-cache.ts). The same trigger keeps the lists' whole counts
-- beside it: the provider's seminars, its threads with a message, and its leads and unread leads
-- per stage (db/kept-counts.ts). The lead counts are written after the provider's version row,
-- which every transaction changing a provider's leads locks first, so transactions that change
-- several stages' counts in different orders wait for each other there instead of deadlocking.
CREATE OR REPLACE FUNCTION "count_provider_leads"(provider uuid, stage text, leads integer, unread integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "provider_lead_counts" AS c ("provider_id", "stage", "leads", "unread")
    VALUES (provider, stage, leads, unread)
    ON CONFLICT ("provider_id", "stage") DO UPDATE
      SET "leads" = c."leads" + excluded."leads", "unread" = c."unread" + excluded."unread";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_provider_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  provider uuid;
  before uuid;
  -- What the change adds to the counts of `provider` and, for a row moved between providers,
  -- of `before`: seminars, and threads with a message (a conversation whose last_message_at is set).
  seminars integer := 0;
  threads integer := 0;
  seminars_before integer := 0;
  threads_before integer := 0;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'providers' THEN
    provider := changed."id";
  ELSE
    provider := changed."provider_id";
    IF TG_OP = 'UPDATE' AND OLD."provider_id" IS DISTINCT FROM provider THEN before := OLD."provider_id"; END IF;
  END IF;
  IF TG_TABLE_NAME = 'seminars' THEN
    IF TG_OP = 'INSERT' THEN seminars := 1;
    ELSIF TG_OP = 'DELETE' THEN seminars := -1;
    ELSIF before IS NOT NULL THEN seminars := 1; seminars_before := -1;
    END IF;
  ELSIF TG_TABLE_NAME = 'conversations' THEN
    IF TG_OP = 'INSERT' THEN threads := (NEW."last_message_at" IS NOT NULL)::integer;
    ELSIF TG_OP = 'DELETE' THEN threads := -(OLD."last_message_at" IS NOT NULL)::integer;
    ELSIF before IS NOT NULL THEN
      threads := (NEW."last_message_at" IS NOT NULL)::integer;
      threads_before := -(OLD."last_message_at" IS NOT NULL)::integer;
    ELSE
      threads := (NEW."last_message_at" IS NOT NULL)::integer - (OLD."last_message_at" IS NOT NULL)::integer;
    END IF;
  END IF;
  IF provider IS NOT NULL THEN
    INSERT INTO "provider_data_versions" AS v ("provider_id", "version", "seminar_count", "thread_count")
      VALUES (provider, 1, greatest(seminars, 0), greatest(threads, 0))
      ON CONFLICT ("provider_id") DO UPDATE
        SET "version" = v."version" + 1, "seminar_count" = v."seminar_count" + seminars,
          "thread_count" = v."thread_count" + threads;
  END IF;
  IF before IS NOT NULL THEN
    INSERT INTO "provider_data_versions" AS v ("provider_id", "version") VALUES (before, 1)
      ON CONFLICT ("provider_id") DO UPDATE
        SET "version" = v."version" + 1, "seminar_count" = v."seminar_count" + seminars_before,
          "thread_count" = v."thread_count" + threads_before;
  END IF;
  IF TG_TABLE_NAME = 'leads' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM "count_provider_leads"(NEW."provider_id", NEW."stage", 1, NEW."unread"::integer);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM "count_provider_leads"(OLD."provider_id", OLD."stage", -1, -OLD."unread"::integer);
    ELSIF (OLD."provider_id", OLD."stage", OLD."unread") IS DISTINCT FROM (NEW."provider_id", NEW."stage", NEW."unread") THEN
      PERFORM "count_provider_leads"(OLD."provider_id", OLD."stage", -1, -OLD."unread"::integer);
      PERFORM "count_provider_leads"(NEW."provider_id", NEW."stage", 1, NEW."unread"::integer);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "seminars_data_version" AFTER INSERT OR UPDATE OR DELETE ON "seminars"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "locations_data_version" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "users_data_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "leads_data_version" AFTER INSERT OR UPDATE OR DELETE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "conversations_data_version" AFTER INSERT OR UPDATE OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "conversation_messages_data_version" AFTER INSERT OR UPDATE OR DELETE ON "conversation_messages"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "provider_images_data_version" AFTER INSERT OR UPDATE OR DELETE ON "provider_images"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "provider_invoicing_data_version" AFTER INSERT OR UPDATE OR DELETE ON "provider_invoicing"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "provider_recognitions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "provider_recognitions"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "boost_bookings_data_version" AFTER INSERT OR UPDATE OR DELETE ON "boost_bookings"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "invoices_data_version" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "invoice_lines_data_version" AFTER INSERT OR UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> statement-breakpoint
-- The provider's own row: only its changes (profile checklist); a new provider has nothing listed yet.
CREATE OR REPLACE TRIGGER "providers_data_version" AFTER UPDATE ON "providers"
  FOR EACH ROW EXECUTE FUNCTION "bump_provider_data_version"();
--> on change
-- Every provider's version moves (no answer cached under the old rules is served) and the kept
-- counts are counted again from the rows, under the new rules. The triggers replaced above lock
-- their tables until this transaction ends, so no row changes between the counts and the trigger.
UPDATE "provider_data_versions" AS v SET "version" = v."version" + 1,
  "seminar_count" = (SELECT count(*)::int FROM "seminars" AS s WHERE s."provider_id" = v."provider_id"),
  "thread_count" = (SELECT count(*)::int FROM "conversations" AS c
    WHERE c."provider_id" = v."provider_id" AND c."last_message_at" IS NOT NULL);
--> statement-breakpoint
DELETE FROM "provider_lead_counts";
--> statement-breakpoint
INSERT INTO "provider_lead_counts" ("provider_id", "stage", "leads", "unread")
  SELECT "provider_id", "stage", count(*)::int, (count(*) FILTER (WHERE "unread"))::int
  FROM "leads" GROUP BY "provider_id", "stage";
