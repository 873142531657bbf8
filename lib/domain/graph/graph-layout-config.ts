import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";

const envSchema = z.object({
  GRAPH_MAX_NODES: z.coerce.number().int().min(20).max(5_000).default(250),
  GRAPH_LAYOUT_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(20_000),
  GRAPH_LAYOUT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  GRAPH_LAYOUT_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
});

export interface GraphLayoutConfig {
  /** Boxes one drawing may hold; a view with more is answered "too many to draw, see the table". */
  maxNodes: number;
  /** How long one layout may take, waiting for a worker included, before it is given up (its worker stopped). */
  timeoutMs: number;
  /** Worker threads laying drawings out at once; further layouts wait for one. */
  workers: number;
  /** Layouts that may wait for a worker; one more is answered "busy" at once. */
  queue: number;
}

/** The relationship drawing's limits from the environment; an invalid value names itself. */
export function parseGraphLayoutConfig(env: Record<string, string | undefined>): GraphLayoutConfig {
  const settings = parseEnv(envSchema, env, "Graph layout configuration");
  return {
    maxNodes: settings.GRAPH_MAX_NODES,
    timeoutMs: settings.GRAPH_LAYOUT_TIMEOUT_MS,
    workers: settings.GRAPH_LAYOUT_WORKERS,
    queue: settings.GRAPH_LAYOUT_QUEUE,
  };
}
