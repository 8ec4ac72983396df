ALTER TABLE "providers" ADD COLUMN "widget_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "embedded_on" text;