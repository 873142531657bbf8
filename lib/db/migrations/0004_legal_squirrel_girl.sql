CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "job_runs_job_day_pk" PRIMARY KEY("job","day")
);
