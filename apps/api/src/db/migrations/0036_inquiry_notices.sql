CREATE TABLE "inquiry_notice_hours" (
	"provider_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"digest_queued" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inquiry_notice_hours_provider_id_hour_pk" PRIMARY KEY("provider_id","hour")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_notice_hours" ADD CONSTRAINT "inquiry_notice_hours_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;