import http from "node:http";
import path from "node:path";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { demoCredentials } from "../dev/demo-registry/credentials";
import { faultRegcodes } from "../dev/demo-registry/fault-regcodes";
import { PEER_ADDRESS_HEADER } from "../lib/platform/http/peer";
import { containsSecret, filesContainingSecret } from "../lib/edge/security/find-secret";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";

// One app of our own (personal-details credential, so records carry names we can look for in logs).
test.describe.configure({ mode: "serial" });

const PROFILE = "40003520003";
const PAGES = ["/", "/credential", `/entities/${PROFILE}`, "/entities/123", "/no-such-page"];
const APIS = ["/api/health", "/api/identity", `/api/legal-entities/${PROFILE}`, "/api/legal-entities/123"];
const SECRET = demoCredentials.personal.secret;

let app: AppUnderTest;
test.beforeAll(async () => {
  // A fresh embedded database on a busy machine can take a minute to create.
  test.setTimeout(180_000);
  // Purposes off: these tests look for personal details in logs, so the answers must carry them.
  app = await startAppUnderTest({ credential: "personal", env: { REQUIRE_PURPOSE: "0" } });
});
test.afterAll(async () => {
  await app?.stop();
});

test("every page and API answer carries the security headers and no X-Powered-By", async ({ request }) => {
  const signedIn = (route: string) => request.get(app.url + route, { headers: app.headers });
  // Answers the admission makes itself (an API call without a session, a page sending the browser to sign in),
  // and an address under /api that no route answers.
  const signedOut = (route: string) => request.get(app.url + route, { headers: { cookie: "" }, maxRedirects: 0 });
  const answers: { route: string; answer: Promise<APIResponse>; status?: number }[] = [
    ...[...PAGES, ...APIS].map((route) => ({ route, answer: signedIn(route) })),
    { route: "/api/identity", answer: signedOut("/api/identity"), status: 401 },
    { route: "/credential", answer: signedOut("/credential"), status: 307 },
    { route: "/api/no-such-address", answer: signedIn("/api/no-such-address"), status: 404 },
    { route: "/api/no-such-address (signed out)", answer: signedOut("/api/no-such-address"), status: 401 },
  ];
  for (const { route, answer, status } of answers) {
    const response = await answer;
    if (status) expect.soft(response.status(), route).toBe(status);
    const headers = response.headers();
    expect.soft(headers["x-content-type-options"], route).toBe("nosniff");
    expect.soft(headers["x-frame-options"], route).toBe("DENY");
    expect.soft(headers["referrer-policy"], route).toBe("no-referrer");
    expect.soft(headers["permissions-policy"], route).toMatch(/camera=\(\).*microphone=\(\)/);
    expect.soft(headers["content-security-policy"], route).toContain("frame-ancestors 'none'");
    expect.soft(headers["x-powered-by"], route).toBeUndefined();
    expect.soft(headers["x-request-id"], route).toMatch(/^[0-9a-f-]{36}$/);
  }
  // No proxy is trusted here: a forwarded https claim is not proof of https.
  const claimed = await request.get(app.url + "/", { headers: { "x-forwarded-proto": "https" } });
  expect(claimed.headers()["strict-transport-security"]).toBeUndefined();
});

test("pages get a fresh CSP nonce per request, and every script carries it", async ({ request }) => {
  const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];
  const first = await request.get(`${app.url}/entities/${PROFILE}`, { headers: app.headers });
  const second = await request.get(`${app.url}/entities/${PROFILE}`, { headers: app.headers });
  const nonce = nonceOf(first.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
  expect(first.headers()["content-security-policy"]).toContain("'strict-dynamic'");
  const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test("no CSP violation on any page in Chromium", async ({ browser }) => {
  for (const route of PAGES) {
    const page = await browser.newPage();
    await app.signIn(page.context());
    const violations = await watchCsp(page);
    await page.goto(app.url + route, { waitUntil: "networkidle" });
    expect.soft(await violations(), route).toEqual([]);
    await page.close();
  }
});

test("no CSP violation while searching and opening a profile client-side", async ({ page }) => {
  const violations = await watchCsp(page);
  await app.signIn(page.context());
  await page.goto(app.url + "/", { waitUntil: "networkidle" });
  await page.getByLabel("Registration number").fill(PROFILE);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page).toHaveURL(new RegExp(`/entities/${PROFILE}$`));
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("the credential secret appears in no client asset, page, API answer or log line", async ({ request }) => {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  expect(filesContainingSecret(path.join(distDir, "static"), SECRET)).toEqual([]);
  for (const route of [...PAGES, ...APIS]) {
    const body = await (await request.get(app.url + route, { headers: app.headers })).text();
    expect(containsSecret(body, SECRET), route).toBe(false);
  }
  expect(app.logs.filter((line) => containsSecret(line, SECRET))).toEqual([]);
});

test("logs carry request facts but no personal details or credential headers", async ({ request }) => {
  const response = await request.get(`${app.url}/api/legal-entities/${PROFILE}`, { headers: app.headers });
  expect(response.ok()).toBe(true);
  const names = new Set<string>();
  JSON.stringify(await response.json(), (key, value) => {
    if ((key === "forename" || key === "surname") && typeof value === "string" && value.length > 2) names.add(value);
    return value;
  });
  expect(names.size).toBeGreaterThan(0);
  const logText = app.logs.join("\n");
  for (const name of names) expect(logText, name).not.toContain(name);
  expect(logText).not.toContain(demoCredentials.personal.apiKey);

  const reqId = response.headers()["x-request-id"];
  const line = app.logs
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l))
    .find((l) => l.reqId === reqId && l.event === "request");
  expect(line).toMatchObject({ route: "legal-entities", regcode: PROFILE, status: 200, upstreamStatus: 200 });
  expect(typeof line.latencyMs).toBe("number");
});

test.describe("rate limit", () => {
  let limited: AppUnderTest;
  test.beforeAll(async () => {
    // A fresh embedded database on a busy machine can take a minute to create.
    test.setTimeout(180_000);
    limited = await startAppUnderTest({ env: { RATE_LIMIT_PER_MINUTE: "6", RATE_LIMIT_BURST: "3" } });
  });
  test.afterAll(async () => {
    await limited?.stop();
  });

  test("a client beyond its burst gets 429 with Retry-After on the API and pages, whatever it forges", async ({
    request,
  }) => {
    // A new X-Forwarded-For per request used to count as a new client each time.
    const lookup = (i: number) =>
      request.get(`${limited.url}/api/legal-entities/${PROFILE}`, {
        headers: { ...limited.headers, "x-forwarded-for": `203.0.113.${i}` },
      });
    for (let i = 0; i < 3; i++) expect((await lookup(i)).status()).toBe(200);
    limited.registry.clearReceived();

    const refused = await lookup(99);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error.code).toBe("rate_limited");

    const page = await request.get(`${limited.url}/entities/${PROFILE}`, {
      headers: {
        ...limited.headers,
        "x-forwarded-for": "198.51.100.2",
        "x-real-ip": "198.51.100.3",
        [PEER_ADDRESS_HEADER]: "198.51.100.4",
      },
    });
    expect(page.status()).toBe(429);
    expect(await page.text()).toMatch(/^Too many requests from this browser\. Wait \d+ s and try again\.\n$/);
    expect(limited.registry.received).toEqual([]);
  });
});

/** A raw request, so the Host header is exactly what a rebinding attacker's page would send. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

test.describe("behind one trusted proxy, on allowed hosts only", () => {
  let proxied: AppUnderTest;
  test.beforeAll(async () => {
    proxied = await startAppUnderTest({
      env: { TRUSTED_PROXY_HOPS: "1", ALLOWED_HOSTS: "127.0.0.9", RATE_LIMIT_PER_MINUTE: "6", RATE_LIMIT_BURST: "2" },
    });
  });
  test.afterAll(async () => {
    await proxied?.stop();
  });

  test("clients are told apart by the address the proxy appended, not by what they claim", async ({ request }) => {
    const home = (forwardedFor: string) =>
      request.get(`${proxied.url}/`, { headers: { "x-forwarded-for": forwardedFor } });
    expect((await home("203.0.113.7")).status()).toBe(200);
    expect((await home("1.1.1.1, 203.0.113.7")).status()).toBe(200);
    expect((await home("2.2.2.2, 203.0.113.7")).status()).toBe(429);
    expect((await home("203.0.113.7, 198.51.100.2")).status()).toBe(200);
  });

  test("Strict-Transport-Security only when the trusted proxy says the request came over https", async ({
    request,
  }) => {
    const https = await request.get(`${proxied.url}/`, {
      headers: { "x-forwarded-for": "192.0.2.10", "x-forwarded-proto": "https" },
    });
    expect(https.headers()["strict-transport-security"]).toBe("max-age=31536000");
    const plain = await request.get(`${proxied.url}/`, {
      headers: { "x-forwarded-for": "192.0.2.11", "x-forwarded-proto": "http" },
    });
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("a Host outside ALLOWED_HOSTS gets 421 and a cross-site API call 403, neither reaching the registry", async () => {
    proxied.registry.clearReceived();
    const rebound = await rawGet(`${proxied.url}/api/legal-entities/${PROFILE}`, {
      host: "attacker.example",
      "x-forwarded-for": "192.0.2.20",
    });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body).error.message).toContain('"attacker.example"');
    const page = await rawGet(`${proxied.url}/`, { host: "attacker.example", "x-forwarded-for": "192.0.2.21" });
    expect(page.status).toBe(421);

    const crossSite = await rawGet(`${proxied.url}/api/legal-entities/${PROFILE}`, {
      "sec-fetch-site": "cross-site",
      "x-forwarded-for": "192.0.2.22",
    });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body).error.code).toBe("cross_site");
    expect(proxied.registry.received).toEqual([]);

    const sameOrigin = await rawGet(`${proxied.url}/api/legal-entities/${PROFILE}`, {
      ...proxied.headers,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": "192.0.2.23",
    });
    expect(sameOrigin.status).toBe(200);
  });
});

test.describe("heavy renders", () => {
  let capped: AppUnderTest;
  test.beforeAll(async () => {
    // Starting an app of its own, as every spec that does gets: beside the suite's large print it can take a minute.
    test.setTimeout(180_000);
    // The slow number holds its render (and slot) for the registry's delay, so the overlap is certain.
    capped = await startAppUnderTest({
      registry: { slowMs: 3_000 },
      env: { HEAVY_RENDER_CONCURRENCY: "1", HEAVY_RENDER_QUEUE: "1", REGISTRY_TIMEOUT_MS: "20000" },
    });
  });
  test.afterAll(async () => {
    await capped?.stop();
  });

  test("parallel reports beyond the slots and queue get 503 with Retry-After; the others render", async ({
    request,
  }) => {
    const report = `${capped.url}/entities/${faultRegcodes.slow.regcode}/report`;
    const headers = capped.headers;
    // Every other request as a Latvian browser's, which gets a page where a script gets JSON.
    const browser = (i: number) => i % 2 === 1;
    const asking = (i: number) =>
      browser(i) ? { ...headers, accept: "text/html,application/xhtml+xml", "accept-language": "lv" } : headers;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => request.get(report, { headers: asking(i), maxRedirects: 0 })),
    );
    const statuses = answers.map((answer) => answer.status()).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503]);
    for (const [i, busy] of answers.entries()) {
      if (busy.status() !== 503) continue;
      expect(busy.headers()["retry-after"]).toBe("10");
      if (!browser(i)) expect((await busy.json()).error.code).toBe("busy");
      else {
        expect(busy.headers()["content-type"]).toBe("text/html; charset=utf-8");
        // Sent in ASCII, its letters as character references (lib/server/ascii-html.ts).
        const page = (await busy.text()).replace(/&#x([0-9a-f]+);/g, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        );
        expect(page).toContain('<html lang="lv">');
        expect(page).toContain("Serveris pašlaik gatavo citus pārskatus un drukas skatus.");
      }
    }
    // Ordinary pages never wait for a heavy-render slot.
    expect((await request.get(`${capped.url}/entities/${PROFILE}`, { headers, maxRedirects: 0 })).status()).toBe(200);
  });
});

test.describe("health check with HEALTH_TOKEN", () => {
  let guarded: AppUnderTest;
  test.beforeAll(async () => {
    guarded = await startAppUnderTest({ env: { HEALTH_TOKEN: "health-s3cret" } });
  });
  test.afterAll(async () => {
    await guarded?.stop();
  });

  test("answers liveness to anyone, and the signed round trip only to holders of the token", async ({ request }) => {
    guarded.registry.clearReceived();
    for (const headers of [{}, { authorization: "Bearer wrong" }] as Record<string, string>[]) {
      const open = await request.get(`${guarded.url}/api/health`, { headers });
      expect(open.status()).toBe(200);
      expect(await open.json()).toEqual({
        status: "ok",
        dependencies: { database: "ok", redis: "off" },
        registry: { checked: false, reason: "send HEALTH_TOKEN to check it", lastCheck: null },
      });
    }
    expect(guarded.registry.received).toEqual([]);

    const bearer = await request.get(`${guarded.url}/api/health`, {
      headers: { authorization: "Bearer health-s3cret" },
    });
    expect((await bearer.json()).registry).toMatchObject({
      reachable: true,
      credential: demoCredentials.standard.name,
    });
    const query = await request.get(`${guarded.url}/api/health?token=health-s3cret`);
    expect((await query.json()).registry.reachable).toBe(true);
    expect(guarded.registry.received.map((r) => r.target.split("?")[0])).toEqual([
      "/service/api/v1/identity",
      "/service/api/v1/identity",
    ]);
  });
});
