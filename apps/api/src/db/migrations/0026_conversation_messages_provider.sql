-- A provider's unread participant messages (the sidebar's unread counts, the conversation list's
-- count of unread threads) were found by joining the unread index, which held every provider's
-- unread messages, with all of the provider's threads: 3-5 ms a call at 10,000 threads
-- (bench/RESULTS.md, 2026-11-27). Each message now keeps its thread's provider, held to it by a
-- foreign key on both columns, and the unread index leads with the provider: those counts read the
-- provider's unread entries alone.
CREATE UNIQUE INDEX "conversations_id_provider_unique" ON "conversations" USING btree ("id","provider_id");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
UPDATE "conversation_messages" AS m SET "provider_id" = c."provider_id" FROM "conversations" AS c WHERE c."id" = m."conversation_id";--> statement-breakpoint
ALTER TABLE "conversation_messages" ALTER COLUMN "provider_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" DROP CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_thread_fk" FOREIGN KEY ("conversation_id","provider_id") REFERENCES "public"."conversations"("id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "conversation_messages_unread_idx";--> statement-breakpoint
CREATE INDEX "conversation_messages_unread_idx" ON "conversation_messages" USING btree ("provider_id","conversation_id") WHERE "conversation_messages"."direction" = 'in' and "conversation_messages"."read_at" is null;
