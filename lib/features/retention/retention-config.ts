import { z } from "zod";

const schema = z.object({
  // AMLR 2024/1624 Art. 77 and AMLD4 Art. 40: five years; longer only where a law says so.
  RETENTION_YEARS: z.coerce
    .number({ error: "RETENTION_YEARS must be a whole number of years" })
    .int({ error: "RETENTION_YEARS must be a whole number of years" })
    .min(1, { error: "RETENTION_YEARS must be at least 1" })
    .max(100, { error: "RETENTION_YEARS must be at most 100" })
    .default(5),
});

/** How long retrievals and audit rows are kept, from the environment; a bad value stops the start with its reason. */
export function parseRetentionConfig(env: Record<string, string | undefined>): { years: number } {
  const parsed = schema.safeParse({ RETENTION_YEARS: env.RETENTION_YEARS || undefined });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  return { years: parsed.data.RETENTION_YEARS };
}

/** The time before which evidence and audit rows are removed: `years` before `now`, in UTC. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}
