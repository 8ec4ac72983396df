CREATE TABLE "inbound_mailgun_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbound_mailgun_tokens_expires_idx" ON "inbound_mailgun_tokens" USING btree ("expires_at");