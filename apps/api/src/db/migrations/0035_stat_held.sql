CREATE TABLE "stat_hourly_seminar" (
	"seminar_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"provider_id" uuid NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_hourly_seminar_seminar_id_hour_pk" PRIMARY KEY("seminar_id","hour")
);
--> statement-breakpoint
ALTER TABLE "stat_events" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "stat_hourly_seminar_provider_idx" ON "stat_hourly_seminar" USING btree ("provider_id","hour");