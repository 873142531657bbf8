import type { DemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import type { AppServer } from "./app-server";
import { untouchedRegcodes } from "./regcodes";
import type { BenchOutcome, Row } from "./results";
import type { BenchEnv } from "./setup";

const CONCURRENT = 100;

interface Burst {
  regcode: string;
  upstreamCalls: number;
  statuses: Record<number, number>;
  /** Distinct x-registry-retrieved-at values among the answers: 1 when all share one retrieval. */
  distinctRetrievals: number;
}

async function burst(app: AppServer, registry: DemoRegistry, regcode: string): Promise<Burst> {
  registry.clearReceived();
  const url = `${app.url}/api/legal-entities/${regcode}`;
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      const response = await fetch(url, { headers: app.headers });
      await response.arrayBuffer();
      return { status: response.status, retrievedAt: response.headers.get("x-registry-retrieved-at") };
    }),
  );
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const upstreamCalls = registry.received.filter((r) => r.target.endsWith(`/legal-entities/${regcode}`)).length;
  return { regcode, upstreamCalls, statuses, distinctRetrievals: new Set(answers.map((a) => a.retrievedAt)).size };
}

const statusText = (b: Burst) =>
  Object.entries(b.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ");

/**
 * Benchmark 3: 100 concurrent lookups of one number nothing has asked for yet. On the cache-on
 * app this is the target figure; on the cache-off app the same burst shows coalescing alone,
 * since late arrivals cannot be saved by the cache there.
 */
export async function coalescing(env: BenchEnv): Promise<BenchOutcome> {
  const [onRegcode, offRegcode] = untouchedRegcodes(2);
  const on = await burst(env.cacheOn, env.registry, onRegcode);
  const off = await burst(env.cacheOff, env.registry, offRegcode);
  const allOk = (b: Burst) => b.statuses[200] === CONCURRENT;
  const rows: Row[] = [
    {
      bench: 3,
      figure: `upstream calls for ${CONCURRENT} concurrent lookups of one uncached number (cache on)`,
      value: `${on.upstreamCalls} (answers: ${statusText(on)}; ${on.distinctRetrievals} distinct retrieval time(s))`,
      target: "1",
      met: on.upstreamCalls === 1 && allOk(on),
    },
    {
      bench: 3,
      figure: `same burst with the cache off (coalescing alone)`,
      value: `${off.upstreamCalls} (answers: ${statusText(off)}; ${off.distinctRetrievals} distinct retrieval time(s))`,
    },
  ];
  return { rows, data: { concurrent: CONCURRENT, cacheOn: on, cacheOff: off } };
}
