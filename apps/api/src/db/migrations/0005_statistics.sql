CREATE TABLE "stat_daily_provider" (
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_provider_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_daily_seminar" (
	"seminar_id" uuid NOT NULL,
	"day" date NOT NULL,
	"provider_id" uuid NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"seminar_views" integer DEFAULT 0 NOT NULL,
	"message_clicks" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"more_info_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_seminar_seminar_id_day_pk" PRIMARY KEY("seminar_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stat_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"seminar_id" uuid,
	"visitor_hash" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"rolled_up_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"retained_from" timestamp with time zone,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stat_daily_provider" ADD CONSTRAINT "stat_daily_provider_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_daily_seminar" ADD CONSTRAINT "stat_daily_seminar_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_daily_seminar" ADD CONSTRAINT "stat_daily_seminar_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_daily_provider_day_idx" ON "stat_daily_provider" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_daily_seminar_provider_idx" ON "stat_daily_seminar" USING btree ("provider_id","day");--> statement-breakpoint
CREATE INDEX "stat_daily_seminar_day_idx" ON "stat_daily_seminar" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_events_occurred_idx" ON "stat_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "stat_events_visitor_idx" ON "stat_events" USING btree ("visitor_hash","occurred_at");