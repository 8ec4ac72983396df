-- Issue 23: statistics count at most a few visitors per network, seminar and day (network_hash,
-- salted daily like visitor_hash), and top placement follows a per-visitor schedule instead of a
-- shared rotation counter every search advanced (last_shown_seq, boost_rotation_seq go).
ALTER TABLE "stat_events" ADD COLUMN "network_hash" "bytea";--> statement-breakpoint
CREATE INDEX "stat_events_network_idx" ON "stat_events" USING btree ("network_hash");--> statement-breakpoint
ALTER TABLE "boost_bookings" DROP COLUMN "last_shown_seq";--> statement-breakpoint
DROP SEQUENCE "public"."boost_rotation_seq";
