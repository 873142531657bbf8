/**
 * `npm run test:scale`: two app instances on one PostgreSQL and one Redis behind a round-robin proxy,
 * with a shared demo registry, checked as an operator would: one registry call for a burst of lookups
 * through both, one rate limit across both, a session valid on both, an API token revoked on one refused
 * by the other at once, failed sign-ins counted across both, one registry budget across both, a batch that
 * finishes when its instance is killed, monitor checks made once, no failed lookup while Redis is down, and an honest 503
 * while PostgreSQL is, both recovering when it is back. Needs Debian's
 * postgresql and redis-server, and a production build (made first when missing or stale).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { sourceFingerprint } from "../../lib/platform/build/source-fingerprint";
import { whyBuild } from "../../lib/platform/build/why-build";
import { DEMO_ACCOUNTS } from "../../lib/edge/auth/demo-accounts";
import { demoCredentials } from "../demo-registry/credentials";
import { allDemoRegcodes, demoShowcase } from "../demo-registry/dataset";
import { startDemoRegistry } from "../demo-registry/server/start-demo-registry";
import { type AppInstance, startAppInstance } from "./app-instance";
import { startRoundRobinProxy } from "../testing/round-robin-proxy";
import { startRedis } from "../testing/start-redis";
import { Missing, startPostgres } from "../testing/start-postgres";

const RATE_LIMIT = 200;
const REGISTRY_RPS = 10;
const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes("admin"))!;
const results: { name: string; ok: boolean }[] = [];
const instances: AppInstance[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Longest a check may take (the batch's own wait is 4 minutes): a hang fails the check, naming it, not the CI run. */
const CHECK_LIMIT_MS = 6 * 60_000;

async function check(name: string, body: () => Promise<void>): Promise<void> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${CHECK_LIMIT_MS / 1000} s`)), CHECK_LIMIT_MS);
  });
  try {
    await Promise.race([body(), limit]).finally(() => clearTimeout(timer));
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✘ ${name}\n      ${error instanceof Error ? error.message : String(error)}`);
    // What the instances said went wrong, for whoever reads the failure.
    for (const instance of instances)
      for (const line of instance.logs.filter((l) => /"level":"(error|fatal)"|^\s*(Error|at |⨯)/.test(l)).slice(-8))
        console.log(`      ${instance.name}: ${line}`);
  }
}

/** A GET from a loopback address of the caller's choosing: the proxy forwards it as the client's address. */
function getFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { localAddress }, (answer) => {
      answer.resume();
      answer.once("end", () => resolve(answer.statusCode ?? 0));
    });
    sent.once("error", reject);
    sent.end();
  });
}

function buildIfNeeded(): void {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const buildId = path.join(distDir, "BUILD_ID");
  const reason = whyBuild(existsSync(buildId) ? readFileSync(buildId, "utf8") : undefined, sourceFingerprint("."));
  if (!reason) return;
  console.log(`${reason}: building first`);
  const build = spawnSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("the build failed");
}

async function main(): Promise<number> {
  if (spawnSync("sh", ["-c", "command -v redis-server"]).status !== 0)
    throw new Missing("redis-server is not installed: apt-get install redis-server");
  buildIfNeeded();
  const started = Date.now();
  const postgres = await startPostgres();
  const redis = await startRedis();
  const registry = await startDemoRegistry({ port: 0 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "registry-lens-scale-"));
  try {
    const credential = demoCredentials.standard;
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      CACHE_ENCRYPTION_KEY: "a cache key for the scale test, not a secret",
      AUTH_SECRET: "a session key for the scale test, not a secret",
      AUDIT_CHAIN_KEY: "an audit chain key for the scale test, not a secret",
      REGISTRY_BASE_URL: registry.url,
      REGISTRY_API_KEY: credential.apiKey,
      REGISTRY_API_SECRET: credential.secret,
      DEMO_MODE: "1",
      // Measured load only: no demo cases taking registry turns at start.
      DEMO_CASES: "0",
      DATA_DIR: dataDir,
      REQUIRE_PURPOSE: "0",
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      RATE_LIMIT_BURST: String(RATE_LIMIT),
      REGISTRY_MAX_RPS: String(REGISTRY_RPS),
      REGISTRY_CACHE_TTL_MS: "600000",
      TRUSTED_PROXY_HOPS: "1",
      // An hour: within the test a watched number falls due once (made due now below), so any second check is a double.
      MONITOR_INTERVAL_HOURS: "1",
      BATCH_CONCURRENCY: "4",
    };
    // One after the other, as a rolling start: the first applies the migrations.
    for (const name of ["A", "B"]) instances.push(await startAppInstance(name, env));
    const [a, b] = instances;
    const alive = new Set(instances);
    const proxy = await startRoundRobinProxy(() => [...alive].map((instance) => instance.url));
    console.log(`two instances (${a.url}, ${b.url}) behind ${proxy.url}; PostgreSQL and Redis on loopback`);

    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const asAdmin = { cookie };
    const spare = allDemoRegcodes().filter((regcode) => !demoShowcase.some((entry) => entry.regcode === regcode));
    const [burstNumber, redisNumber, afterNumber, pageNumber, ...batchNumbers] = spare.slice(-161);
    const callsFor = (regcode: string) => registry.received.filter((r) => r.target.endsWith(`/${regcode}`));
    const legalCalls = (regcode: string) => callsFor(regcode).length;

    await check("a user signed in through one instance is signed in on the other", async () => {
      assert(signIn.ok, `signing in through A answered ${signIn.status}`);
      for (const instance of instances) {
        const answer = await fetch(`${instance.url}/api/watchlist`, { headers: asAdmin });
        assert(answer.status === 200, `${instance.name} answered ${answer.status} to the session made on A`);
      }
    });

    await check("an API token revoked through one instance is refused by the other at once", async () => {
      const made = await fetch(`${a.url}/api/tokens`, {
        method: "POST",
        headers: { ...asAdmin, origin: a.url, "content-type": "application/json" },
        body: JSON.stringify({ name: "scale test", roles: ["analyst"], expiresInDays: 1 }),
      });
      assert(made.status === 201, `making a token on A answered ${made.status}`);
      const { id, token } = (await made.json()) as { id: string; token: string };
      // A server's call: the token alone, no cookie and no Origin.
      const withToken = { authorization: `Bearer ${token}` };
      for (const instance of instances) {
        const answer = await fetch(`${instance.url}/api/watchlist`, { headers: withToken });
        assert(answer.status === 200, `${instance.name} answered ${answer.status} to the token made on A`);
      }
      const revoked = await fetch(`${a.url}/api/tokens/${id}`, {
        method: "DELETE",
        headers: { ...asAdmin, origin: a.url },
      });
      assert(revoked.status === 204, `revoking the token on A answered ${revoked.status}`);
      // No pause: B reads the token's row on every call, so the revocation holds there from this moment.
      const statuses = await Promise.all(
        instances.map(
          async (instance) => (await fetch(`${instance.url}/api/watchlist`, { headers: withToken })).status,
        ),
      );
      assert(
        statuses.every((status) => status === 401),
        `after the revocation on A: ${instances.map((instance, i) => `${instance.name} ${statuses[i]}`).join(", ")}`,
      );
    });

    await check("failed sign-ins for one account count across both instances", async () => {
      const attempt = (instance: AppInstance) =>
        fetch(`${instance.url}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: instance.url },
          body: JSON.stringify({ email: admin.email, password: "not the password" }),
        }).then((r) => r.status);
      const statuses = [];
      // Five wrong passwords, alternating instances, are the account's allowance; the sixth is refused on either.
      for (let i = 0; i < 6; i++) statuses.push(await attempt(instances[i % 2]));
      assert(statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429, `answers ${statuses.join(", ")}`);
    });

    await check(
      "100 concurrent lookups of one uncached number through both instances make one registry call",
      async () => {
        const statuses = await Promise.all(
          Array.from({ length: 100 }, () =>
            fetch(`${proxy.url}/api/legal-entities/${burstNumber}`, { headers: asAdmin }).then((r) => r.status),
          ),
        );
        assert(
          statuses.every((s) => s === 200),
          `statuses: ${[...new Set(statuses)].join(", ")}`,
        );
        const calls = callsFor(burstNumber);
        assert(
          calls.length === 1,
          `the registry was asked ${calls.length} times: ${calls.map((c) => `${c.status} at ${c.at - calls[0].at} ms`).join(", ")}`,
        );
      },
    );

    await check("a profile page through either instance keeps the registry's answer as evidence once", async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await fetch(`${proxy.url}/entities/${pageNumber}`, { headers: asAdmin })).status);
      assert(
        statuses.every((s) => s === 200),
        `the profile answered ${statuses.join(", ")}`,
      );
      const answer = await fetch(`${proxy.url}/api/legal-entities/${pageNumber}/snapshots`, { headers: asAdmin });
      const { snapshots } = (await answer.json()) as { snapshots: unknown[] };
      assert(
        snapshots.length === 1 && legalCalls(pageNumber) === 1,
        `${snapshots.length} retrievals kept for ${legalCalls(pageNumber)} registry calls`,
      );
    });

    // Started now: its rows run on both instances while the next checks go on.
    const batch = await fetch(`${a.url}/api/batches?name=scale-test`, {
      method: "POST",
      headers: { ...asAdmin, origin: a.url, "content-type": "text/plain" },
      body: batchNumbers.join("\n"),
    });
    const watched = await fetch(`${a.url}/api/watchlist`, {
      method: "POST",
      headers: { ...asAdmin, origin: a.url, "content-type": "application/json" },
      body: JSON.stringify({ regcode: afterNumber }),
    });
    // Due now rather than at its point of the hour: the next run of the minutely schedule queues its check.
    const database = new pg.Client({ connectionString: postgres.url });
    await database.connect();
    await database.query("update monitored_entities set next_check_at = now() where regcode = $1", [afterNumber]);
    await database.end();
    const watchedAt = Date.now();

    await check(`a limit of ${RATE_LIMIT} a minute admits ${RATE_LIMIT} requests across both instances`, async () => {
      const statuses: number[] = [];
      for (let sent = 0; sent < RATE_LIMIT + 40; sent += 20)
        statuses.push(
          ...(await Promise.all(Array.from({ length: 20 }, () => getFrom("127.0.0.7", `${proxy.url}/api/health`)))),
        );
      const admitted = statuses.filter((s) => s === 200).length;
      const refused = statuses.filter((s) => s === 429).length;
      assert(admitted === RATE_LIMIT && refused === 40, `${admitted} admitted and ${refused} refused`);
    });

    await check(
      "a batch runs on both instances within one registry budget, and finishes when one is killed mid-way",
      async () => {
        assert(batch.status === 202, `starting the batch answered ${batch.status}`);
        const { id } = (await batch.json()) as { id: number };
        const progress = async (instance: AppInstance) =>
          (await (await fetch(`${instance.url}/api/batches/${id}`, { headers: asAdmin })).json()) as {
            status: string;
            counts: { total: number; done: number; failed: number; found: number };
          };
        for (let p = await progress(a); p.counts.done < 40; p = await progress(a)) {
          assert(p.status !== "done", "the batch finished before A could be killed: make it longer");
          await sleep(100);
        }
        await a.kill();
        alive.delete(a);
        // Both instances took rows, within one budget: REGISTRY_MAX_RPS is the registry's, not each instance's.
        const batchSet = new Set(batchNumbers);
        const sent = registry.received.filter((r) => batchSet.has(r.target.split("/").at(-1) ?? "")).map((r) => r.at);
        const perSecond = ((sent.length - 1) * 1000) / (sent.at(-1)! - sent[0]);
        assert(perSecond <= REGISTRY_RPS * 1.15, `the two instances sent ${perSecond.toFixed(1)} a second`);
        const deadline = Date.now() + 240_000;
        let p = await progress(b);
        for (; p.status !== "done" && Date.now() < deadline; p = await progress(b)) await sleep(1_000);
        assert(p.status === "done", `still ${p.status} after 4 minutes: ${JSON.stringify(p.counts)}`);
        assert(
          p.counts.found === batchNumbers.length && p.counts.failed === 0,
          `counts ${JSON.stringify(p.counts)} for ${batchNumbers.length} numbers`,
        );
      },
    );

    await check("a watched number's due check runs once, not once per instance", async () => {
      assert(watched.status === 201 || watched.status === 200, `watching answered ${watched.status}`);
      const monitorLookups = async () => {
        const answer = await fetch(`${b.url}/api/audit?regcode=${afterNumber}&event=lookup`, { headers: asAdmin });
        const { events } = (await answer.json()) as { events: { time: string; details: { reason?: string } }[] };
        return events.filter((e) => e.details.reason === "monitor").map((e) => Date.parse(e.time));
      };
      let times = await monitorLookups();
      while (times.length === 0 && Date.now() - watchedAt < 150_000) {
        await sleep(2_000);
        times = await monitorLookups();
      }
      assert(times.length > 0, "no monitor check within 150 s of watching");
      // Both instances run the schedule and the checks; a second check within the hour would be a double.
      await sleep(Math.max(5_000, watchedAt + 70_000 - Date.now()));
      times = await monitorLookups();
      assert(times.length === 1, `${times.length} checks of the number`);
    });

    await check(
      "lookups go on without a failure while Redis is down, and share the cache again once it is back",
      async () => {
        const numbers = [redisNumber, ...spare.slice(0, 10)];
        const lookups = () =>
          Promise.all(
            numbers.map((n) =>
              fetch(`${proxy.url}/api/legal-entities/${n}`, { headers: asAdmin }).then((r) => r.status),
            ),
          );
        await redis.kill();
        const during = await lookups();
        assert(
          during.every((s) => s === 200),
          `with Redis down: ${during.join(", ")}`,
        );
        const health = (await (await fetch(`${b.url}/api/health`)).json()) as { status: string; dependencies: object };
        assert(health.status === "degraded", `health says ${JSON.stringify(health)}`);
        await redis.start();
        const back = Date.now() + 15_000;
        while (((await (await fetch(`${b.url}/api/health`)).json()) as { status: string }).status !== "ok") {
          assert(Date.now() < back, "health did not say ok within 15 s of Redis coming back");
          await sleep(250);
        }
        const before = legalCalls(redisNumber);
        const again = await Promise.all(
          [1, 2, 3, 4].map(() => fetch(`${proxy.url}/api/legal-entities/${redisNumber}`, { headers: asAdmin })),
        );
        assert(
          again.every((r) => r.status === 200),
          "a lookup failed after Redis came back",
        );
        assert(
          legalCalls(redisNumber) - before === 1,
          `${legalCalls(redisNumber) - before} registry calls after Redis came back`,
        );
      },
    );
    await check(
      "PostgreSQL stopped: lookups and health answer 503 saying why, and recover when it is back",
      async () => {
        postgres.halt();
        try {
          // Past the few seconds a verified session is taken at its word, so the session is read too.
          await sleep(6_000);
          const lookup = await fetch(`${proxy.url}/api/legal-entities/${burstNumber}`, { headers: asAdmin });
          const body = (await lookup.json()) as { error?: { code?: string } };
          assert(
            lookup.status === 503 && body.error?.code === "database_unavailable",
            `a lookup answered ${lookup.status} ${JSON.stringify(body)}`,
          );
          const health = await fetch(`${b.url}/api/health`);
          const state = (await health.json()) as { status: string; dependencies: { database: string } };
          assert(
            health.status === 503 && state.dependencies.database === "down",
            `health answered ${health.status} ${JSON.stringify(state)}`,
          );
        } finally {
          postgres.resume();
        }
        const back = Date.now() + 20_000;
        for (;;) {
          const lookup = await fetch(`${proxy.url}/api/legal-entities/${burstNumber}`, { headers: asAdmin });
          if (lookup.status === 200) break;
          assert(Date.now() < back, `lookups still answer ${lookup.status} 20 s after PostgreSQL came back`);
          await sleep(500);
        }
        assert((await fetch(`${b.url}/api/health`)).status === 200, "health is not ok after PostgreSQL came back");
        assert(alive.has(b) && b.running(), "an instance stopped");
      },
    );
    await proxy.close();
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await registry.close();
    await redis.kill();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length} checks in ${Math.round((Date.now() - started) / 1000)} s, services included`);
  console.log(`scale: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.on("exit", (code) => console.log(`test:scale exits with ${code}`));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Missing ? `test:scale cannot run here: ${error.message}` : error);
    process.exit(error instanceof Missing ? 3 : 1);
  },
);
