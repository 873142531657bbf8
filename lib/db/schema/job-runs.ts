import { date, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per daily job per UTC day: the process that writes it first runs the job, so a job runs
 * once a day however many app processes share the database.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    day: date("day").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);
