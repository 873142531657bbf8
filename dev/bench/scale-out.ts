import type { DemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { startRoundRobinProxy } from "@/dev/testing/round-robin-proxy";
import { startPostgres } from "@/dev/testing/start-postgres";
import { startRedis } from "@/dev/testing/start-redis";
import { startAppServer, warm } from "./app-server";
import { alternateLoad } from "./alternate-load";
import { httpLoad, pairedRatio } from "./load";
import type { LoadOptions } from "./load-options";
import { loadRows } from "./load-rows";
import { LOOKUP_PATHS } from "./regcodes";
import type { BenchOutcome } from "./results";
import { benchAppEnv } from "./setup";
import { round } from "./stats";

export const SCALE_OUT_BENCH = 15;
const TARGET = 1.4;

/**
 * Benchmark 15: signed-in cached lookups through a round-robin proxy in front of one instance, then of two,
 * alternating in rounds; both instances on one PostgreSQL and one Redis (Debian's, started here). The
 * proxy and the load generator run in this process, on the same two cores as the instances.
 */
export async function scaleOutBench(
  registry: DemoRegistry,
  options: LoadOptions,
  track: (stop: () => Promise<void>) => void,
): Promise<BenchOutcome> {
  const postgres = await startPostgres();
  track(async () => postgres.stop());
  const redis = await startRedis();
  track(() => redis.kill());
  const env = {
    ...benchAppEnv(registry),
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    CACHE_ENCRYPTION_KEY: "a cache key for the benchmark, not a secret",
    AUTH_SECRET: "a session key for the benchmark, not a secret",
    AUDIT_CHAIN_KEY: "an audit chain key for the benchmark, not a secret",
    REGISTRY_CACHE_TTL_MS: "600000",
  };
  // One after the other: the first applies the migrations.
  const a = await startAppServer("scale-a", env);
  track(a.stop);
  const b = await startAppServer("scale-b", env);
  track(b.stop);
  const one = await startRoundRobinProxy(() => [a.url]);
  track(one.close);
  const two = await startRoundRobinProxy(() => [a.url, b.url]);
  track(two.close);

  for (const app of [a, b]) await warm(app, LOOKUP_PATHS);
  const load = (baseUrl: string, durationS: number) =>
    httpLoad({ baseUrl, paths: LOOKUP_PATHS, connections: options.concurrency, durationS, headers: a.headers });
  const upstreamBefore = registry.counters.requests;
  const [single, pair] = await alternateLoad(
    [(durationS) => load(one.url, durationS), (durationS) => load(two.url, durationS)],
    options,
  );
  const upstream = registry.counters.requests - upstreamBefore;
  const ratio = pairedRatio(pair, single);
  return {
    rows: [
      ...loadRows(SCALE_OUT_BENCH, "cached lookups, one instance behind the proxy", single),
      ...loadRows(SCALE_OUT_BENCH, "cached lookups, two instances behind the proxy", pair),
      {
        bench: SCALE_OUT_BENCH,
        figure: "two instances ÷ one",
        value: `${round(ratio, 2)}×`,
        target: `≥ ${TARGET}×`,
        met: ratio >= TARGET,
      },
      {
        bench: SCALE_OUT_BENCH,
        figure: "registry calls during the cached load",
        value: String(upstream),
        target: "0",
        met: upstream === 0,
      },
    ],
    data: { options, single, pair, ratio, upstream },
  };
}
