import { z } from "zod";
import type { SlotQueueOptions } from "@/lib/platform/concurrency/slot-queue";
import { parseEnv } from "@/lib/platform/config/parse-env";
import { matchPagePath } from "@/lib/domain/routes/page-paths";

/**
 * Whether a request renders a whole record at once (a report, or a profile of the live record or a
 * stored copy for printing with every row): these take seconds of CPU and tens of MB each, so they
 * share a few slots. The report PDFs are not: the report their printer loads is.
 */
export function isHeavyRender(target: string | URL): boolean {
  const { pathname, searchParams } = typeof target === "string" ? new URL(target, "http://app") : target;
  const page = matchPagePath(pathname)?.page;
  return (
    page === "report" || page === "batchReport" || (page === "entity" && searchParams.getAll("print").includes("1"))
  );
}

const envSchema = z.object({
  HEAVY_RENDER_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  HEAVY_RENDER_QUEUE: z.coerce.number().int().min(0).default(4),
});

/** Slots for heavy renders from the environment: by default one per core of a small server, four waiting. */
export function parseHeavyRenderConfig(env: Record<string, string | undefined>): SlotQueueOptions {
  const settings = parseEnv(envSchema, env, "Heavy render configuration");
  return { concurrency: settings.HEAVY_RENDER_CONCURRENCY, queue: settings.HEAVY_RENDER_QUEUE };
}
