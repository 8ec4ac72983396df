ALTER TABLE "dev_mails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "mail_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_mail_message_unique" ON "conversation_messages" USING btree ("conversation_id","mail_message_id");