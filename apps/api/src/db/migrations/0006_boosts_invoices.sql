CREATE SEQUENCE "public"."boost_rotation_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "boost_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"seminar_id" uuid NOT NULL,
	"booked_by_id" uuid,
	"confirmed_by_id" uuid,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"days" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price_per_day_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"last_shown_seq" bigint DEFAULT 0 NOT NULL,
	"top_impressions" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"boost_booking_id" uuid,
	"period" text,
	"publication_line_id" uuid
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"issued_on" date NOT NULL,
	"cancels_invoice_id" uuid,
	"recipient" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boost_bookings" ADD CONSTRAINT "boost_bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_bookings" ADD CONSTRAINT "boost_bookings_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_bookings" ADD CONSTRAINT "boost_bookings_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_bookings" ADD CONSTRAINT "boost_bookings_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_boost_booking_id_boost_bookings_id_fk" FOREIGN KEY ("boost_booking_id") REFERENCES "public"."boost_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boost_bookings_one_unconfirmed_idx" ON "boost_bookings" USING btree ("seminar_id") WHERE "boost_bookings"."status" = 'unconfirmed';--> statement-breakpoint
CREATE INDEX "boost_bookings_provider_idx" ON "boost_bookings" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "boost_bookings_running_idx" ON "boost_bookings" USING btree ("status","starts_on","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_boost_period_idx" ON "invoice_items" USING btree ("boost_booking_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_publication_idx" ON "invoice_items" USING btree ("publication_line_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_period_idx" ON "invoices" USING btree ("provider_id","period") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancels_idx" ON "invoices" USING btree ("cancels_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider_id","issued_on");--> statement-breakpoint
-- Issued invoices never change; a correction is a cancellation invoice.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice % is issued and cannot be changed', OLD.number;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_no_update BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
