-- The lists' whole counts beside the provider's data version (ADR 037), kept by the version's
-- trigger in the same transaction as each change of a seminar, lead or conversation: the
-- provider's seminars (the unfiltered seminar list's total), its threads with a message (the
-- unfiltered conversation list's) and its leads and unread leads per stage (the lead list's stage
-- tabs, the overview's lead total), read instead of counting every row of the provider on each
-- computed answer (bench/RESULTS.md, 2026-11-27 evening).
CREATE TABLE "provider_lead_counts" (
	"provider_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_lead_counts_provider_id_stage_pk" PRIMARY KEY("provider_id","stage")
);
--> statement-breakpoint
ALTER TABLE "provider_data_versions" ADD COLUMN "seminar_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_data_versions" ADD COLUMN "thread_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Counted from the rows a database already holds; writers wait for this migration (the share
-- locks; the migrator runs in one transaction), so no row changes between the counts and the
-- trigger that keeps them.
LOCK TABLE "seminars", "leads", "conversations" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "provider_data_versions" AS v ("provider_id", "version", "seminar_count")
  SELECT "provider_id", 1, count(*)::int FROM "seminars" GROUP BY "provider_id"
  ON CONFLICT ("provider_id") DO UPDATE SET "version" = v."version" + 1, "seminar_count" = excluded."seminar_count";--> statement-breakpoint
INSERT INTO "provider_data_versions" AS v ("provider_id", "version", "thread_count")
  SELECT "provider_id", 1, count(*)::int FROM "conversations" WHERE "last_message_at" IS NOT NULL GROUP BY "provider_id"
  ON CONFLICT ("provider_id") DO UPDATE SET "version" = v."version" + 1, "thread_count" = excluded."thread_count";--> statement-breakpoint
INSERT INTO "provider_lead_counts" ("provider_id", "stage", "leads", "unread")
  SELECT "provider_id", "stage", count(*)::int, (count(*) FILTER (WHERE "unread"))::int
  FROM "leads" GROUP BY "provider_id", "stage";--> statement-breakpoint
CREATE FUNCTION "count_provider_leads"(provider uuid, stage text, leads integer, unread integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "provider_lead_counts" AS c ("provider_id", "stage", "leads", "unread")
    VALUES (provider, stage, leads, unread)
    ON CONFLICT ("provider_id", "stage") DO UPDATE
      SET "leads" = c."leads" + excluded."leads", "unread" = c."unread" + excluded."unread";
$$;--> statement-breakpoint
-- The version trigger keeps the counts: the lead counts after the provider's version row, which
-- every transaction changing a provider's leads locks first, so transactions that change several
-- stages' counts in different orders wait for each other there instead of deadlocking.
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
  IF TG_TABLE_NAME = 'seminar_recognitions' THEN
    SELECT "provider_id" INTO provider FROM "seminars" WHERE "id" = changed."seminar_id";
  ELSIF TG_TABLE_NAME = 'providers' THEN
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
