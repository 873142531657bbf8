/**
 * Bounded soak of the production build, loopback only: a demo registry and the app (scripts/serve.ts, as
 * `npm start` serves it) of our own, 64 concurrent clients for 60 s doing mixed lookups (records, pages,
 * unknown and malformed numbers, every fault), then a settle period, twice. Prints per round the counts by
 * status, unexpected answers, latency percentiles and memory; exits non-zero on any unexpected
 * answer, unhandled rejection, crash, or memory still growing in the second round.
 *   NEXT_DIST_DIR=.next npx tsx dev/soak/soak.ts   (SOAK_SECONDS, SOAK_CONCURRENCY, SOAK_ROUNDS)
 * Not part of npm test: it takes a few minutes.
 */
import { readFileSync } from "node:fs";
import { startAppUnderTest } from "../testing/app-under-test";
import { allDemoRegcodes } from "../demo-registry/dataset";
import { faultRegcodes } from "../demo-registry/fault-regcodes";

const SECONDS = Number(process.env.SOAK_SECONDS || 60);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY || 64);
const SETTLE_SECONDS = Number(process.env.SOAK_SETTLE_SECONDS || 15);
const ROUNDS = Number(process.env.SOAK_ROUNDS || 2);
// The app's default registry timeout; the slow fault answers just after it.
const TIMEOUT_MS = 10_000;

interface Job {
  kind: string;
  path: string;
  expect: number[];
}

const records = allDemoRegcodes().slice(0, 200);
const faults: Job[] = [
  { kind: "fault:slow", path: `/api/legal-entities/${faultRegcodes.slow.regcode}`, expect: [504] },
  { kind: "fault:html500", path: `/api/legal-entities/${faultRegcodes.html500.regcode}`, expect: [502] },
  { kind: "fault:text502", path: `/api/legal-entities/${faultRegcodes.text502.regcode}`, expect: [502] },
  { kind: "fault:truncated", path: `/api/legal-entities/${faultRegcodes.truncated.regcode}`, expect: [502] },
  { kind: "fault:drift", path: `/api/legal-entities/${faultRegcodes.drift.regcode}`, expect: [200] },
  { kind: "fault:reset", path: `/api/legal-entities/${faultRegcodes.reset.regcode}`, expect: [502] },
  { kind: "fault:401", path: `/api/legal-entities/${faultRegcodes.unauthorized401.regcode}`, expect: [502] },
  { kind: "fault:403", path: `/api/legal-entities/${faultRegcodes.forbidden403.regcode}`, expect: [502] },
  { kind: "fault:429", path: `/api/legal-entities/${faultRegcodes.rateLimited429.regcode}`, expect: [503] },
  { kind: "fault:wrong-number", path: `/api/legal-entities/${faultRegcodes.wrongNumber.regcode}`, expect: [502] },
];

function pick(): Job {
  const roll = Math.random();
  const regcode = records[Math.floor(Math.random() * records.length)];
  if (roll < 0.45) return { kind: "api:record", path: `/api/legal-entities/${regcode}`, expect: [200] };
  if (roll < 0.55) return { kind: "page:record", path: `/entities/${regcode}`, expect: [200] };
  if (roll < 0.65) return { kind: "api:unknown", path: "/api/legal-entities/12345678901", expect: [404] };
  if (roll < 0.75) return { kind: "api:invalid", path: "/api/legal-entities/4000352000", expect: [400] };
  return faults[Math.floor(Math.random() * faults.length)];
}

interface RoundResult {
  total: number;
  byStatus: Record<string, number>;
  unexpected: Map<string, number>;
  unexpectedCount: number;
  p50: number;
  p99: number;
  max: number;
}

/** One bounded round of mixed lookups from CONCURRENCY clients. */
async function loadRound(url: string): Promise<RoundResult> {
  const byStatus = new Map<string, number>();
  const unexpected = new Map<string, number>();
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const job = pick();
        const started = performance.now();
        let status: number;
        try {
          const response = await fetch(url + job.path, { signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          status = 0;
          const key = `${job.kind} network error: ${error instanceof Error ? error.message : error}`;
          unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
        }
        latencies.push(performance.now() - started);
        byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
        if (status !== 0 && !job.expect.includes(status)) {
          const key = `${job.kind} got ${status}, expected ${job.expect.join("/")}`;
          unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    total: latencies.length,
    byStatus: Object.fromEntries([...byStatus].sort()),
    unexpected,
    unexpectedCount: [...unexpected.values()].reduce((a, b) => a + b, 0),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? 0,
  };
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const app = await startAppUnderTest({
    registry: { slowMs: TIMEOUT_MS + 2_000 },
    env: {
      REGISTRY_TIMEOUT_MS: String(TIMEOUT_MS),
      RATE_LIMIT_PER_MINUTE: "10000000",
      RATE_LIMIT_BURST: "1000000",
      REGISTRY_MAX_RPS: "10000",
    },
  });
  const pid = app.pid ?? 0;
  try {
    // Warm every route once so start-up compilation and caches are not counted as growth.
    for (const path of ["/", `/entities/${records[0]}`, `/api/legal-entities/${records[0]}`]) {
      await (await fetch(app.url + path)).arrayBuffer();
    }
    const rssStart = rssOf(pid);
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 500);
    const settled: number[] = [];
    let failed = false;
    // Two identical rounds: memory held after the second settles where it did after the first when
    // nothing leaks (V8 keeps its heap and the lookup cache is full after round one, so the
    // cold start is not the level to return to).
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await loadRound(app.url);
      const rssEnd = rssOf(pid);
      await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
      settled.push(rssOf(pid));
      failed ||= result.unexpectedCount > 0;
      console.log(
        `round ${round}: ${SECONDS} s, ${CONCURRENCY} concurrent clients, ${result.total} requests (${(result.total / SECONDS).toFixed(0)}/s)`,
      );
      console.log(`  status counts: ${JSON.stringify(result.byStatus)}`);
      console.log(`  unexpected answers: ${result.unexpectedCount}`);
      for (const [key, count] of result.unexpected) console.log(`    ${count} × ${key}`);
      console.log(
        `  latency ms: p50 ${result.p50.toFixed(1)}, p99 ${result.p99.toFixed(1)}, max ${result.max.toFixed(1)}`,
      );
      console.log(`  app RSS: end of load ${mb(rssEnd)}, after ${SETTLE_SECONDS} s settle ${mb(settled[round - 1])}`);
    }
    clearInterval(sampler);
    const growth = settled.length > 1 ? settled[settled.length - 1] - settled[0] : 0;
    const stable = growth <= Math.max(32 * 1024, settled[0] * 0.1);
    const unhandled = app.logs.filter((line) => /unhandled ?rejection|uncaught ?exception/i.test(line)).length;
    console.log(
      `app RSS: warm start ${mb(rssStart)}, peak ${mb(rssPeak)}, settled after each round ${settled.map(mb).join(" → ")}`,
    );
    console.log(
      `memory ${stable ? "levels off" : "keeps growing"}: ${mb(growth)} between the first and last settled level`,
    );
    console.log(`app still running: ${!app.exited()}, unhandled rejections logged: ${unhandled}`);
    process.exitCode = failed || !stable || unhandled > 0 || app.exited() ? 1 : 0;
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
