CREATE TABLE "message_rule_sends" (
	"rule_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"seminar_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_rule_sends_rule_id_lead_id_seminar_id_pk" PRIMARY KEY("rule_id","lead_id","seminar_id")
);
--> statement-breakpoint
CREATE TABLE "message_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"audience" text NOT NULL,
	"subject_de" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_de" text NOT NULL,
	"body_en" text NOT NULL,
	"attach" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_mail_opt_outs" (
	"provider_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_mail_opt_outs_provider_id_email_pk" PRIMARY KEY("provider_id","email")
);
--> statement-breakpoint
ALTER TABLE "message_rule_sends" ADD CONSTRAINT "message_rule_sends_rule_id_message_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."message_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rule_sends" ADD CONSTRAINT "message_rule_sends_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rule_sends" ADD CONSTRAINT "message_rule_sends_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rule_sends" ADD CONSTRAINT "message_rule_sends_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rules" ADD CONSTRAINT "message_rules_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_mail_opt_outs" ADD CONSTRAINT "rule_mail_opt_outs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_rule_sends_provider_created_idx" ON "message_rule_sends" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "message_rules_provider_idx" ON "message_rules" USING btree ("provider_id");