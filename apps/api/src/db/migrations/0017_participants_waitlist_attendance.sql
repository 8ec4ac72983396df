-- Participants and their paperwork (issue 24): a lead's place on its seminar's waitlist when
-- booking found the seminar full, the days a participant attended (ticked by the provider, for
-- the attendance certificate), and an index that counts a seminar's booked leads.
CREATE TABLE "lead_attendance" (
	"lead_id" uuid NOT NULL,
	"day" date NOT NULL,
	"present" boolean NOT NULL,
	CONSTRAINT "lead_attendance_lead_id_day_pk" PRIMARY KEY("lead_id","day")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "waitlist_position" integer;--> statement-breakpoint
ALTER TABLE "lead_attendance" ADD CONSTRAINT "lead_attendance_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_seminar_stage_idx" ON "leads" USING btree ("seminar_id","stage");