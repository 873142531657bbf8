import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";

const envSchema = z.object({
  REPORT_PDF_CONCURRENCY: z.coerce.number().int().min(1).default(1),
  REPORT_PDF_QUEUE: z.coerce.number().int().min(0).default(2),
  REPORT_PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
});

export interface PdfConfig {
  /** PDFs printed at once by the shared browser. */
  concurrency: number;
  /** Requests that may wait for a turn; beyond that the answer is 503 with Retry-After. */
  queue: number;
  /** How long one PDF (loading the report and printing it) may take before it is abandoned and its turn freed. */
  timeoutMs: number;
  chromiumPath: string;
}

/** The server-made PDF's settings from the environment; an invalid value names itself. */
export function parsePdfConfig(env: Record<string, string | undefined>): PdfConfig {
  const settings = parseEnv(envSchema, env, "Report PDF configuration");
  const { REPORT_PDF_CONCURRENCY, REPORT_PDF_QUEUE, REPORT_PDF_TIMEOUT_MS, CHROMIUM_PATH } = settings;
  return {
    concurrency: REPORT_PDF_CONCURRENCY,
    queue: REPORT_PDF_QUEUE,
    timeoutMs: REPORT_PDF_TIMEOUT_MS,
    chromiumPath: CHROMIUM_PATH,
  };
}
