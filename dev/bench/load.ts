import autocannon from "autocannon";
import { median, percentile } from "./stats";

/** One timed stretch of load: latencies of successful requests in ms, and what failed. */
export interface LoadSample {
  latencies: number[];
  durationMs: number;
  failures: number;
  /** The CPU time the server under load used meanwhile, in ms, when it was measured. */
  serverCpuMs?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  /** Requests a second in each stretch, in the order run: for comparing sides round by round. */
  roundRps: number[];
  p50: number;
  p99: number;
  failures: number;
  /**
   * The server's CPU time per answer (failed ones included), in µs, when every stretch measured it: the
   * server's own cost, whichever process (the load generator, the registry) held the cores meanwhile.
   */
  serverCpuUsPerRequest?: number;
}

const rpsOf = (sample: LoadSample) =>
  sample.durationMs > 0 ? (sample.latencies.length / sample.durationMs) * 1000 : NaN;

/** Several stretches of the same load as one result: pooled latencies, total requests over total time. */
export function mergeSamples(samples: readonly LoadSample[]): LoadResult {
  const latencies = samples.flatMap((sample) => sample.latencies);
  const durationMs = samples.reduce((sum, sample) => sum + sample.durationMs, 0);
  const failures = samples.reduce((sum, sample) => sum + sample.failures, 0);
  const cpuMs = samples.every((sample) => sample.serverCpuMs !== undefined)
    ? samples.reduce((sum, sample) => sum + (sample.serverCpuMs ?? 0), 0)
    : undefined;
  const answers = latencies.length + failures;
  return {
    requests: latencies.length,
    rps: durationMs > 0 ? (latencies.length / durationMs) * 1000 : NaN,
    roundRps: samples.map(rpsOf),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    serverCpuUsPerRequest: cpuMs !== undefined && answers > 0 ? (cpuMs * 1000) / answers : undefined,
  };
}

/**
 * How `a`'s throughput compares with `b`'s, measured in the same rounds: the median of the rounds' ratios, so
 * a burst of load from elsewhere on the machine during one round moves it far less than a ratio of totals.
 */
export function pairedRatio(a: LoadResult, b: LoadResult): number {
  return median(a.roundRps.map((rps, i) => rps / b.roundRps[i]));
}

export interface HttpLoad {
  baseUrl: string;
  /** Each connection cycles through these paths in order. */
  paths: readonly string[];
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
}

/** HTTP load with autocannon; latencies are taken per response, so they keep sub-millisecond detail. */
export function httpLoad({ baseUrl, paths, connections, durationS, headers }: HttpLoad): Promise<LoadSample> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, duration: durationS, headers, requests: paths.map((path) => ({ path })) },
      (error: unknown, result) => {
        if (error) return reject(error);
        resolve({ latencies, durationMs: performance.now() - started, failures: failures + result.errors });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failures++;
    });
  });
}

/** `concurrency` loops calling `call` back to back for `durationS`, each call timed on its own. */
export async function callLoad(
  call: (index: number) => Promise<unknown>,
  concurrency: number,
  durationS: number,
): Promise<LoadSample> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const end = started + durationS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await call(next++);
        latencies.push(performance.now() - t0);
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, durationMs: performance.now() - started, failures };
}
