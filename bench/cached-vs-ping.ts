import { alternateLoad, type LoadSide } from "./alternate-load";
import { httpLoad, type LoadResult, pairedRatio } from "./load";
import type { LoadOptions } from "./load-options";
import { loadRows } from "./load-rows";
import { processCpuMs } from "./process-cpu";
import { LOOKUP_REGCODES } from "./regcodes";
import type { BenchOutcome, Row } from "./results";
import type { BenchEnv } from "./setup";
import { round } from "./stats";

// /api/floor is the framework alone. /api/ping is the same answer through the API's admission (apiGate). Every
// lookup is signed in (its session cookie verified) and writes an audit row.
const PING_TARGET = 0.9;
const CACHED_TARGET = 0.9;

function ratioRow(figure: string, ratio: number, target: number): Row {
  return { bench: 2, figure, value: `${round(ratio, 2)}×`, target: `≥ ${target}×`, met: ratio >= target };
}

/**
 * The app server's CPU time per answer on each side: where the server is the bottleneck req/s follows its
 * inverse, and it says how much of a gap is the server's own work, not the load generator's share of the cores.
 */
function cpuRow(sides: [string, LoadResult][]): Row {
  return {
    bench: 2,
    figure: "app server CPU per answer (all its threads)",
    value: sides.map(([label, result]) => `${label} ${round(result.serverCpuUsPerRequest ?? NaN, 0)} µs`).join(" · "),
  };
}

/**
 * Benchmark 2: the framework floor, /api/ping and warmed, signed-in cached lookups on the cache-on
 * app, same connections and duration, alternating in rounds.
 */
export async function cachedVsPing(env: BenchEnv, options: LoadOptions): Promise<BenchOutcome> {
  const baseUrl = env.cacheOn.url;
  for (const regcode of LOOKUP_REGCODES) {
    const response = await fetch(`${baseUrl}/api/legal-entities/${regcode}`, { headers: env.cacheOn.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warming ${regcode} answered ${response.status}`);
  }
  const upstreamBefore = env.registry.received.length;
  const { pid } = env.cacheOn;
  const side =
    (paths: string[]): LoadSide =>
    async (durationS) => {
      const cpuBefore = processCpuMs(pid);
      const sample = await httpLoad({
        baseUrl,
        paths,
        connections: options.concurrency,
        durationS,
        headers: env.cacheOn.headers,
      });
      return { ...sample, serverCpuMs: processCpuMs(pid) - cpuBefore };
    };
  const [floor, ping, cached] = await alternateLoad(
    [
      side(["/api/floor"]),
      side(["/api/ping"]),
      side(LOOKUP_REGCODES.map((regcode) => `/api/legal-entities/${regcode}`)),
    ],
    options,
  );
  // The registry log is capped, so this counts up to its cap: enough to show the cache held.
  const upstreamDuring = env.registry.received.length - upstreamBefore;
  const pingRatio = pairedRatio(ping, floor);
  const cachedRatio = pairedRatio(cached, ping);
  return {
    rows: [
      ...loadRows(2, "/api/floor (nothing in front)", floor),
      ...loadRows(2, "/api/ping", ping),
      ...loadRows(2, "signed-in cached /api/legal-entities", cached),
      ratioRow("ping ÷ floor throughput (the admission's cost)", pingRatio, PING_TARGET),
      ratioRow("signed-in cached ÷ ping throughput", cachedRatio, CACHED_TARGET),
      cpuRow([
        ["/api/floor", floor],
        ["/api/ping", ping],
        ["cached lookup", cached],
      ]),
      {
        bench: 2,
        figure: "upstream calls during the cached load",
        value: String(upstreamDuring),
        target: "0",
        met: upstreamDuring === 0,
      },
    ],
    data: { regcodes: LOOKUP_REGCODES, options, floor, ping, cached, pingRatio, cachedRatio, upstreamDuring },
  };
}
