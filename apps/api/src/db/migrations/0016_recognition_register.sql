-- Recognition register (issue 24): a seminar's recognition gains authority, validity and the
-- authority's notice (nullable columns, so every stored recognition stays as it was); providers
-- keep provider-level recognitions and their notices (PDF bytes in the database, like images);
-- recognition_reminders records each reminder mail so the daily job sends a threshold once.
CREATE TABLE "provider_recognitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"state" text NOT NULL,
	"number" text,
	"authority" text,
	"valid_from" date,
	"valid_until" date,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_reminders" (
	"provider_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seminar_recognitions" ADD COLUMN "authority" text;--> statement-breakpoint
ALTER TABLE "seminar_recognitions" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "seminar_recognitions" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "seminar_recognitions" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_recognitions" ADD CONSTRAINT "provider_recognitions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_recognitions" ADD CONSTRAINT "provider_recognitions_document_id_recognition_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."recognition_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_documents" ADD CONSTRAINT "recognition_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_documents" ADD CONSTRAINT "recognition_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_reminders" ADD CONSTRAINT "recognition_reminders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_recognitions_provider_idx" ON "provider_recognitions" USING btree ("provider_id","state");--> statement-breakpoint
CREATE INDEX "recognition_documents_provider_idx" ON "recognition_documents" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recognition_reminders_key" ON "recognition_reminders" USING btree ("provider_id","subject","threshold");--> statement-breakpoint
ALTER TABLE "seminar_recognitions" ADD CONSTRAINT "seminar_recognitions_document_id_recognition_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."recognition_documents"("id") ON DELETE set null ON UPDATE no action;