CREATE TABLE "reference_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "seminars_provider_created_idx";--> statement-breakpoint
DROP INDEX "conversation_messages_conversation_idx";--> statement-breakpoint
DROP INDEX "conversations_provider_last_idx";--> statement-breakpoint
DROP INDEX "leads_provider_created_idx";--> statement-breakpoint
DROP INDEX "leads_provider_activity_idx";--> statement-breakpoint
CREATE INDEX "seminars_provider_updated_idx" ON "seminars" USING btree ("provider_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "seminars_provider_owner_idx" ON "seminars" USING btree ("provider_id","owner_id");--> statement-breakpoint
CREATE INDEX "seminars_provider_category_idx" ON "seminars" USING btree ("provider_id","category_id");--> statement-breakpoint
CREATE INDEX "seminars_number_trgm_idx" ON "seminars" USING gin ("seminar_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversation_messages_unread_idx" ON "conversation_messages" USING btree ("conversation_id") WHERE "conversation_messages"."direction" = 'in' and "conversation_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "leads_provider_owner_idx" ON "leads" USING btree ("provider_id","owner_id");--> statement-breakpoint
CREATE INDEX "seminars_provider_created_idx" ON "seminars" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_provider_last_idx" ON "conversations" USING btree ("provider_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "leads_provider_created_idx" ON "leads" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_provider_activity_idx" ON "leads" USING btree ("provider_id","last_activity_at","id");--> statement-breakpoint
INSERT INTO "reference_data_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_reference_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "seminar_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seminar_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_data_version"();--> statement-breakpoint
CREATE TRIGGER "brochure_editions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brochure_editions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_data_version"();
