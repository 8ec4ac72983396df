DROP INDEX "seminars_provider_start_idx";--> statement-breakpoint
CREATE INDEX "seminars_provider_start_past_idx" ON "seminars" USING btree ("provider_id","start_date","created_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seminars_provider_start_idx" ON "seminars" USING btree ("provider_id","start_date","created_at" DESC NULLS FIRST,"id");