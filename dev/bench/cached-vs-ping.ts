import { startPostgres } from "@/dev/testing/start-postgres";
import { alternateLoad, type LoadSide } from "./alternate-load";
import { type ServerProcess, startAppServer, warm } from "./app-server";
import { startReferenceApp } from "./framework-reference";
import { httpLoad, type LoadResult, pairedRatio } from "./load";
import type { LoadOptions } from "./load-options";
import { loadRows } from "./load-rows";
import { procStat } from "./proc-stat";
import { LOOKUP_PATHS, LOOKUP_REGCODES } from "./regcodes";
import type { BenchOutcome, Row } from "./results";
import { benchAppEnv, type BenchEnv } from "./setup";
import { round } from "./stats";

// The reference app's /api/floor is the framework alone (`next start`, nothing in front). /api/ping is the same
// answer from the app: its server, config and the API's admission (apiGate). Every lookup is signed in (its
// session cookie verified) and writes an audit row.
const PING_TARGET = 0.9;
const CACHED_TARGET = 0.9;

function ratioRow(figure: string, ratio: number, target: number): Row {
  return { bench: 2, figure, value: `${round(ratio, 2)}×`, target: `≥ ${target}×`, met: ratio >= target };
}

/**
 * The server's CPU time per answer on each side (the floor's is the reference app's): where the server is the
 * bottleneck req/s follows its inverse, and it says how much of a gap is the server's own work, not the load
 * generator's share of the cores.
 */
function cpuRow(sides: [string, LoadResult][], prefix = ""): Row {
  return {
    bench: 2,
    figure: `${prefix}server CPU per answer (all its threads)`,
    value: sides.map(([label, result]) => `${label} ${round(result.serverCpuUsPerRequest ?? NaN, 0)} µs`).join(" · "),
  };
}

/** A side of the comparison on `server`: load on `paths`, with the server's CPU time over it. */
function sideOn(
  server: ServerProcess & { headers?: Record<string, string> },
  paths: readonly string[],
  options: LoadOptions,
): LoadSide {
  return async (durationS) => {
    const cpuBefore = procStat(server.pid).cpuMs;
    const sample = await httpLoad({
      baseUrl: server.url,
      paths,
      connections: options.concurrency,
      durationS,
      headers: server.headers,
    });
    return { ...sample, serverCpuMs: procStat(server.pid).cpuMs - cpuBefore };
  };
}

/**
 * Ping and cached lookups again on an instance whose database is PostgreSQL (Debian's, started here) and not
 * the embedded PGlite. On PGlite each lookup's audit row is written on the app's own thread; on PostgreSQL
 * the database's processes do that work, on the same two cores. No target: it says how much of the gap
 * above is the embedded database's.
 */
async function onPostgres(env: BenchEnv, options: LoadOptions, track: (stop: () => Promise<void>) => void) {
  const postgres = await startPostgres();
  track(async () => postgres.stop());
  const app = await startAppServer("postgres", {
    ...benchAppEnv(env.registry),
    DATABASE_URL: postgres.url,
    AUTH_SECRET: "a session key for the benchmark, not a secret",
    AUDIT_CHAIN_KEY: "an audit chain key for the benchmark, not a secret",
  });
  track(app.stop);
  await warm(app, LOOKUP_PATHS);
  const [ping, cached] = await alternateLoad(
    [sideOn(app, ["/api/ping"], options), sideOn(app, LOOKUP_PATHS, options)],
    options,
  );
  // Stopped once measured, not left running under the benchmarks after this one.
  await app.stop();
  postgres.stop();
  const ratio = pairedRatio(cached, ping);
  const rows: Row[] = [
    ...loadRows(2, "on PostgreSQL: /api/ping", ping),
    ...loadRows(2, "on PostgreSQL: signed-in cached /api/legal-entities", cached),
    { bench: 2, figure: "on PostgreSQL: signed-in cached ÷ ping throughput", value: `${round(ratio, 2)}×` },
    cpuRow(
      [
        ["/api/ping", ping],
        ["cached lookup", cached],
      ],
      "on PostgreSQL: ",
    ),
  ];
  return { rows, data: { ping, cached, ratio } };
}

/**
 * Benchmark 2: the framework floor (the reference app's /api/floor, served beside the app on this machine),
 * /api/ping and warmed, signed-in cached lookups on the cache-on app, same load and connections, alternating in
 * rounds; then ping and cached lookups on PostgreSQL.
 */
export async function cachedVsPing(
  env: BenchEnv,
  options: LoadOptions,
  track: (stop: () => Promise<void>) => void,
): Promise<BenchOutcome> {
  const app = env.cacheOn;
  // Built and started first, so its build is over before anything is measured.
  const reference = await startReferenceApp(track);
  await warm(app, LOOKUP_PATHS);
  const upstreamBefore = env.registry.received.length;
  const [floor, ping, cached] = await alternateLoad(
    [
      sideOn(reference, ["/api/floor"], options),
      sideOn(app, ["/api/ping"], options),
      sideOn(app, LOOKUP_PATHS, options),
    ],
    options,
  );
  // The registry log is capped, so this counts up to its cap: enough to show the cache held.
  const upstreamDuring = env.registry.received.length - upstreamBefore;
  // Not left running under the measurements on PostgreSQL.
  await reference.stop();
  const pingRatio = pairedRatio(ping, floor);
  const cachedRatio = pairedRatio(cached, ping);
  const postgres = await onPostgres(env, options, track);
  return {
    rows: [
      ...loadRows(2, "reference app's /api/floor (the framework alone, nothing in front)", floor),
      ...loadRows(2, "/api/ping", ping),
      ...loadRows(2, "signed-in cached /api/legal-entities", cached),
      ratioRow(
        "ping ÷ reference app's floor throughput (the admission's cost, with the app's server and config)",
        pingRatio,
        PING_TARGET,
      ),
      ratioRow("signed-in cached ÷ ping throughput", cachedRatio, CACHED_TARGET),
      cpuRow([
        ["reference app's /api/floor", floor],
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
      ...postgres.rows,
    ],
    data: {
      regcodes: LOOKUP_REGCODES,
      options,
      floor,
      ping,
      cached,
      pingRatio,
      cachedRatio,
      upstreamDuring,
      postgres: postgres.data,
    },
  };
}
