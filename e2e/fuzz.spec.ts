import { Agent, request as httpRequest } from "node:http";
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const SEED = Number(process.env.FUZZ_SEED || 20261122);
const API_RUNS = Number(process.env.FUZZ_API_RUNS || 2000);
const PAGE_RUNS = Number(process.env.FUZZ_PAGE_RUNS || 800);

/** Hand-picked hostile segments, as sent on the wire (already escaped where HTTP requires it). */
const corpus = [
  "..",
  "../..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e",
  "....//....//",
  "4000%2F3520003",
  "%2F40003520003",
  "40003520003%2F",
  "40003520003%2F..",
  encodeURIComponent("٤٠٠٠٣٥٢٠٠٠٣"),
  encodeURIComponent("４０００３５２０００３"),
  encodeURIComponent("4000352000३"),
  "4000352000",
  "400035200031",
  "%2040003520003",
  "40003520003%20",
  "40003520003%0A",
  "%0D%0A40003520003",
  "4000%093520003",
  "40003520003%00",
  "40003520003.json",
  "%",
  "%zz",
  "%E0%A4",
  "%C0%AF",
  "-1",
  "4.0003520003e10",
  "0x9502F9003",
  "+40003520003",
  "40003520003%3Fx%3D1",
  "40003520003%23",
  "9".repeat(1000),
  "a".repeat(4000),
  encodeURIComponent("🙂".repeat(500)),
];

// Mostly near-misses of a registration number, plus arbitrary text, each escaped for the wire.
const nearMiss = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 0, maxLength: 30 }).filter((s) => s.length !== 11),
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 11, maxLength: 11 }),
      fc.integer({ min: 0, max: 11 }),
      fc.constantFrom(
        " ",
        "\t",
        "\n",
        "/",
        "\\",
        ".",
        "..",
        "٤",
        "४",
        "４",
        "𝟒",
        "\u00a0",
        "\u200b",
        "-",
        "%",
        "?",
        "#",
      ),
    )
    .map(([digits, at, extra]) => digits.slice(0, at) + extra + digits.slice(at)),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("/", ".", "%", "2", "F", "e", "\\", "~"), maxLength: 24 }),
);
const wire = nearMiss
  .filter((text) => text !== "" && !/^[0-9]{11}$/.test(text))
  .map((text) => encodeURIComponent(text).replace(/%2E/g, "."));

/** The value a server would decode the segment to, if any. */
function decodesToRegcode(segment: string): boolean {
  try {
    return /^[0-9]{11}$/.test(decodeURIComponent(segment));
  } catch {
    return false;
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** GET of a raw request target; follows Next's path-normalising redirects (trailing "/" or ".") a few times. */
async function get(base: string, path: string, hops = 3): Promise<{ status: number; body: string }> {
  const answer = await getOnce(base, path);
  if (answer.status >= 300 && answer.status < 400 && answer.location?.startsWith("/") && hops > 0) {
    return get(base, answer.location, hops - 1);
  }
  return answer;
}

function getOnce(base: string, path: string): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const headers = { cookie: app.headers.cookie };
    const req = httpRequest({ host: url.hostname, port: url.port, path, agent, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function runAll<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]);
      }
    }),
  );
  return results;
}

let app: AppUnderTest;
test.beforeAll(async () => {
  // A fresh embedded database on a busy machine can take a minute to create.
  test.setTimeout(180_000);
  // Fuzzing is one client sending thousands of requests: lift the rate limit for this instance.
  app = await startAppUnderTest({ env: { RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_BURST: "100000" } });
});
test.afterAll(async () => {
  await app?.stop();
  agent.destroy();
});

const segments = (runs: number, seed: number) =>
  [...corpus, ...fc.sample(wire, { numRuns: runs, seed })].filter((s) => !decodesToRegcode(s));

const NOT_FOUND_PAGE = /Not a valid registration number|No entity found|could not be found/;

test("malformed numbers never reach the registry: API answers 400/404, pages show not-found, no 5xx", async () => {
  app.registry.clearReceived();
  const api = segments(API_RUNS, SEED);
  const pages = segments(PAGE_RUNS, SEED + 1);

  const apiResults = await runAll(api, 16, async (s) => ({ s, ...(await get(app.url, `/api/legal-entities/${s}`)) }));
  const pageResults = await runAll(pages, 8, async (s) => ({ s, ...(await get(app.url, `/entities/${s}`)) }));

  const byStatus = (rows: { status: number }[]) =>
    rows.reduce<Record<number, number>>((acc, { status }) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
  console.log(`fuzz seed ${SEED}: API ${api.length} requests`, byStatus(apiResults));
  console.log(`fuzz seed ${SEED}: pages ${pages.length} requests`, byStatus(pageResults));

  // Raw "." / ".." segments are resolved by the server to another route (e.g. the home page):
  // those must merely not fail; everything that stays on the lookup route must be refused.
  const staysOn = (prefix: string, s: string) => new URL(prefix + s, "http://x").pathname.startsWith(prefix);
  const badApi = apiResults
    .filter(
      ({ s, status }) => status >= 500 || (staysOn("/api/legal-entities/", s) && status !== 400 && status !== 404),
    )
    .map(({ s, status }) => [status, s]);
  expect(badApi).toEqual([]);
  const badPages = pageResults
    .filter(({ s, status, body }) => status >= 500 || (staysOn("/entities/", s) && !NOT_FOUND_PAGE.test(body)))
    .map(({ s, status }) => [status, s]);
  expect(badPages).toEqual([]);

  const lookups = app.registry.received.filter((r) => r.target.includes("/legal-entities/"));
  expect(lookups).toEqual([]);
  expect(app.exited()).toBe(false);
});
