-- API keys with a name and scopes (issue 44), dying with their creator (issue 45). The keys made
-- so far came from the seed's single-key call: they keep its reach (both seminar scopes) and
-- stay that call's key. A key whose creator is gone acted as "the provider's earliest admin";
-- no key acts as anyone but its creator now, so such keys are revoked.
ALTER TABLE "api_keys" ADD COLUMN "name" text DEFAULT 'API' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT '{seminars:read,seminars:write}' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "seed_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "scopes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "seed_call" SET DEFAULT false;--> statement-breakpoint
UPDATE "api_keys" SET "revoked_at" = now() WHERE "created_by_id" IS NULL AND "revoked_at" IS NULL;