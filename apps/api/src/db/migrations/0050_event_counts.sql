-- Visitors' events at volume (issue 47, ADR 054): no row per event any more. Ingestion keeps
-- today's visitors (stat_visitors: the 30-minute rule and the per-network cap) and adds what it
-- stores to one row per day, type and target (stat_event_counts), which the rollup reads.
CREATE TABLE "stat_event_counts" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_event_counts_day_type_target_id_pk" PRIMARY KEY("day","type","target_id")
);
--> statement-breakpoint
CREATE TABLE "stat_visitors" (
	"day" date NOT NULL,
	"visitor_hash" "bytea" NOT NULL,
	"type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"network_hash" "bytea" NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_visitors_day_visitor_hash_type_target_id_pk" PRIMARY KEY("day","visitor_hash","type","target_id")
);
--> statement-breakpoint
CREATE INDEX "stat_visitors_network_idx" ON "stat_visitors" USING btree ("network_hash","target_id");
--> statement-breakpoint
-- The stored events carried over: each counted into its day (Europe/Berlin), type and target,
-- held ones apart, as the rollup counted them …
INSERT INTO "stat_event_counts" ("day", "type", "target_id", "provider_id", "counted", "held")
SELECT ("occurred_at" AT TIME ZONE 'Europe/Berlin')::date, "type", coalesce("seminar_id", "provider_id"),
  min("provider_id"::text)::uuid, count(*) FILTER (WHERE NOT "held")::int, count(*) FILTER (WHERE "held")::int
FROM "stat_events"
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- … and today's visitors, so the 30-minute rule and the per-network cap go on across the deploy.
INSERT INTO "stat_visitors" ("day", "visitor_hash", "type", "target_id", "network_hash", "last_at")
SELECT (now() AT TIME ZONE 'Europe/Berlin')::date, "visitor_hash", "type", coalesce("seminar_id", "provider_id"),
  (array_agg("network_hash"))[1], max("occurred_at")
FROM "stat_events"
WHERE "network_hash" IS NOT NULL
  AND "occurred_at" >= ((now() AT TIME ZONE 'Europe/Berlin')::date)::timestamp AT TIME ZONE 'Europe/Berlin'
GROUP BY "visitor_hash", "type", coalesce("seminar_id", "provider_id");
--> statement-breakpoint
DROP TABLE "stat_events";
