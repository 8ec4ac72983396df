CREATE TABLE "job_interval_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL
);
