import { httpLoad, mergeSamples, type LoadSample } from "./load";
import type { LoadOptions } from "./load-options";
import { loadRows } from "./load-rows";
import { LOOKUP_REGCODES } from "./regcodes";
import type { BenchOutcome } from "./results";
import type { BenchEnv } from "./setup";
import { round } from "./stats";

// Every lookup is signed in (session from better-auth's signed cookie cache) and writes an audit row.
const TARGET_RATIO = 0.7;

/**
 * Benchmark 2: warmed, signed-in cached lookups on the cache-on app vs /api/ping, the framework's
 * floor, same connections and duration, alternating in rounds.
 */
export async function cachedVsPing(env: BenchEnv, options: LoadOptions): Promise<BenchOutcome> {
  const baseUrl = env.cacheOn.url;
  for (const regcode of LOOKUP_REGCODES) {
    const response = await fetch(`${baseUrl}/api/legal-entities/${regcode}`, { headers: env.cacheOn.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warming ${regcode} answered ${response.status}`);
  }
  const load = (paths: string[], durationS: number) =>
    httpLoad({ baseUrl, paths, connections: options.concurrency, durationS, headers: env.cacheOn.headers });
  const cachedPaths = LOOKUP_REGCODES.map((regcode) => `/api/legal-entities/${regcode}`);
  const pingPaths = ["/api/ping"];

  const upstreamBefore = env.registry.received.length;
  await load(pingPaths, options.warmupS);
  await load(cachedPaths, options.warmupS);
  const pingSamples: LoadSample[] = [];
  const cachedSamples: LoadSample[] = [];
  for (let i = 0; i < options.rounds; i++) {
    pingSamples.push(await load(pingPaths, options.roundS));
    cachedSamples.push(await load(cachedPaths, options.roundS));
  }
  // The registry log is capped, so this counts up to its cap: enough to show the cache held.
  const upstreamDuring = env.registry.received.length - upstreamBefore;
  const ping = mergeSamples(pingSamples);
  const cached = mergeSamples(cachedSamples);
  const ratio = cached.rps / ping.rps;
  return {
    rows: [
      ...loadRows(2, "/api/ping", ping),
      ...loadRows(2, "signed-in cached /api/legal-entities", cached),
      {
        bench: 2,
        figure: "signed-in cached ÷ ping throughput",
        value: `${round(ratio, 2)}×`,
        target: `≥ ${TARGET_RATIO}×`,
        met: ratio >= TARGET_RATIO,
      },
      {
        bench: 2,
        figure: "upstream calls during the cached load",
        value: String(upstreamDuring),
        target: "0",
        met: upstreamDuring === 0,
      },
    ],
    data: { regcodes: LOOKUP_REGCODES, options, ping, cached, ratio, upstreamDuring },
  };
}
