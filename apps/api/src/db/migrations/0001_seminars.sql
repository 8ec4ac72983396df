-- German full-text search: stop words dropped first (so "über" stays a stop word), then
-- accents folded, then Snowball stemming. Used by seminars.search_vector and the list search.
CREATE TEXT SEARCH DICTIONARY german_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = german, ACCEPT = false);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION german_unaccent (COPY = pg_catalog.german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION german_unaccent ALTER MAPPING FOR hword, hword_part, word WITH german_stopwords, unaccent, german_stem;
--> statement-breakpoint
CREATE TABLE "brochure_editions" (
	"id" integer PRIMARY KEY NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"deadline" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"seminar_id" uuid,
	"brochure_edition_id" integer NOT NULL,
	"confirmation_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoiced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"type" text DEFAULT 'presence' NOT NULL,
	"street" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"city_addition" text,
	"status" text DEFAULT 'active' NOT NULL,
	"is_business_address" boolean DEFAULT false NOT NULL,
	"validated" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_sync_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publish_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid,
	"seminar_ids" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_recognitions" (
	"seminar_id" uuid NOT NULL,
	"state" text NOT NULL,
	"number" text,
	CONSTRAINT "seminar_recognitions_seminar_id_state_pk" PRIMARY KEY("seminar_id","state")
);
--> statement-breakpoint
CREATE TABLE "seminars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"owner_id" uuid,
	"title" text NOT NULL,
	"seminar_number" text,
	"category_id" integer,
	"description_web" text,
	"description_brochure" text,
	"seminar_type" text,
	"seminar_form" text,
	"start_date" date,
	"end_date" date,
	"date_comment" text,
	"price_type" text,
	"price_cents" integer,
	"price_min_cents" integer,
	"price_max_cents" integer,
	"price_comment" text,
	"location_id" uuid,
	"city_comment" text,
	"formatted_address" text,
	"target_group" text,
	"prerequisites" text,
	"max_participants" integer,
	"info_telephone" text,
	"direct_link" text,
	"special_features" text,
	"publication_channel" text DEFAULT 'online' NOT NULL,
	"follow_up_booking" boolean DEFAULT false NOT NULL,
	"expanded_text" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_from_dashboard" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german_unaccent'::regconfig, coalesce(title, '') || ' ' || coalesce(seminar_number, '')), 'A') || setweight(to_tsvector('german_unaccent'::regconfig, coalesce(description_web, '') || ' ' || coalesce(description_brochure, '') || ' ' || coalesce(target_group, '') || ' ' || coalesce(formatted_address, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_brochure_edition_id_brochure_editions_id_fk" FOREIGN KEY ("brochure_edition_id") REFERENCES "public"."brochure_editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_confirmation_id_publish_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."publish_confirmations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_sync_log" ADD CONSTRAINT "marketing_sync_log_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_confirmations" ADD CONSTRAINT "publish_confirmations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_confirmations" ADD CONSTRAINT "publish_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_recognitions" ADD CONSTRAINT "seminar_recognitions_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_category_id_seminar_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."seminar_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_once_idx" ON "invoice_lines" USING btree ("seminar_id","kind","brochure_edition_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_provider_idx" ON "invoice_lines" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "locations_provider_idx" ON "locations" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "marketing_sync_log_provider_idx" ON "marketing_sync_log" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "publish_confirmations_provider_idx" ON "publish_confirmations" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "seminars_provider_created_idx" ON "seminars" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "seminars_provider_start_idx" ON "seminars" USING btree ("provider_id","start_date");--> statement-breakpoint
CREATE INDEX "seminars_provider_status_idx" ON "seminars" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "seminars_search_idx" ON "seminars" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "seminars_title_trgm_idx" ON "seminars" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
-- Topic taxonomy of educational-leave seminars; -10000 is internal (the client skips it).
INSERT INTO "seminar_categories" ("id", "label_de", "label_en", "sort") VALUES
	(1, 'Politische Bildung', 'Political education', 10),
	(2, 'Gesellschaft & Soziales', 'Society & social affairs', 20),
	(3, 'Mitbestimmung & Arbeitnehmerrechte', 'Co-determination & employee rights', 30),
	(4, 'Gesundheit & Prävention', 'Health & prevention', 40),
	(5, 'Stressbewältigung & Resilienz', 'Stress management & resilience', 50),
	(6, 'Yoga & Achtsamkeit', 'Yoga & mindfulness', 60),
	(7, 'Bewegung & Outdoor', 'Exercise & outdoor', 70),
	(8, 'Sprachen', 'Languages', 80),
	(9, 'Kommunikation & Rhetorik', 'Communication & rhetoric', 90),
	(10, 'Arbeitswelt & Beruf', 'Working life & career', 100),
	(11, 'Führung & Management', 'Leadership & management', 110),
	(12, 'Digitales & EDV', 'Digital skills & IT', 120),
	(13, 'Ökonomie & Finanzen', 'Economics & finance', 130),
	(14, 'Umwelt & Nachhaltigkeit', 'Environment & sustainability', 140),
	(15, 'Kultur & Geschichte', 'Culture & history', 150),
	(16, 'Kreativität', 'Creativity', 160),
	(17, 'Persönlichkeitsentwicklung', 'Personal development', 170),
	(18, 'Pädagogik & Soziale Arbeit', 'Education & social work', 180),
	(19, 'Ehrenamt & Engagement', 'Volunteering & civic engagement', 190),
	(20, 'Studienreisen', 'Study trips', 200),
	(-10000, 'Intern (nicht zugeordnet)', 'Internal (unassigned)', 100000);
--> statement-breakpoint
-- Brochure editions; the current one is the next deadline still ahead.
INSERT INTO "brochure_editions" ("id", "label_de", "label_en", "deadline") VALUES
	(2026, 'Bildungsurlaubs-Broschüre 2026', 'Educational-leave brochure 2026', '2025-12-15'),
	(2027, 'Bildungsurlaubs-Broschüre 2027', 'Educational-leave brochure 2027', '2026-12-15'),
	(2028, 'Bildungsurlaubs-Broschüre 2028', 'Educational-leave brochure 2028', '2027-12-15'),
	(2029, 'Bildungsurlaubs-Broschüre 2029', 'Educational-leave brochure 2029', '2028-12-15'),
	(2030, 'Bildungsurlaubs-Broschüre 2030', 'Educational-leave brochure 2030', '2029-12-15');
