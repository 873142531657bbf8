import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { demoCredentials } from "../lib/demo-registry/credentials";
import { containsSecret, filesContainingSecret } from "../lib/security/find-secret";
import { startAppUnderTest, type AppUnderTest } from "./app-under-test";

// One app of our own (personal-details credential, so records carry names we can look for in logs).
test.describe.configure({ mode: "serial" });

const PROFILE = "40003520003";
const PAGES = ["/", "/credential", `/entities/${PROFILE}`, "/entities/123", "/no-such-page"];
const APIS = ["/api/health", "/api/identity", `/api/legal-entities/${PROFILE}`, "/api/legal-entities/123"];
const SECRET = demoCredentials.personal.secret;

let app: AppUnderTest;
test.beforeAll(async () => {
  app = await startAppUnderTest({ credential: "personal" });
});
test.afterAll(async () => {
  await app?.stop();
});

test("every page and API answer carries the security headers and no X-Powered-By", async ({ request }) => {
  for (const route of [...PAGES, ...APIS]) {
    const response = await request.get(app.url + route);
    const headers = response.headers();
    expect.soft(headers["x-content-type-options"], route).toBe("nosniff");
    expect.soft(headers["x-frame-options"], route).toBe("DENY");
    expect.soft(headers["referrer-policy"], route).toBe("no-referrer");
    expect.soft(headers["permissions-policy"], route).toMatch(/camera=\(\).*microphone=\(\)/);
    expect.soft(headers["content-security-policy"], route).toContain("frame-ancestors 'none'");
    expect.soft(headers["x-powered-by"], route).toBeUndefined();
    expect.soft(headers["x-request-id"], route).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("pages get a fresh CSP nonce per request, and every script carries it", async ({ request }) => {
  const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];
  const first = await request.get(`${app.url}/entities/${PROFILE}`);
  const second = await request.get(`${app.url}/entities/${PROFILE}`);
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
    const violations = await watchCsp(page);
    await page.goto(app.url + route, { waitUntil: "networkidle" });
    expect.soft(await violations(), route).toEqual([]);
    await page.close();
  }
});

test("no CSP violation while searching and opening a profile client-side", async ({ page }) => {
  const violations = await watchCsp(page);
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
    const body = await (await request.get(app.url + route)).text();
    expect(containsSecret(body, SECRET), route).toBe(false);
  }
  expect(app.logs.filter((line) => containsSecret(line, SECRET))).toEqual([]);
});

test("logs carry request facts but no personal details or credential headers", async ({ request }) => {
  const response = await request.get(`${app.url}/api/legal-entities/${PROFILE}`);
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
    limited = await startAppUnderTest({ env: { RATE_LIMIT_PER_MINUTE: "6", RATE_LIMIT_BURST: "3" } });
  });
  test.afterAll(async () => {
    await limited?.stop();
  });

  test("one client beyond its burst gets 429 with Retry-After; others and pages are unaffected", async ({
    request,
  }) => {
    const lookup = (client: string) =>
      request.get(`${limited.url}/api/legal-entities/${PROFILE}`, { headers: { "x-forwarded-for": client } });
    for (let i = 0; i < 3; i++) expect((await lookup("203.0.113.7")).status()).toBe(200);
    limited.registry.clearReceived();

    const refused = await lookup("203.0.113.7");
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error.code).toBe("rate_limited");
    expect(limited.registry.received).toEqual([]);

    expect((await lookup("198.51.100.2")).status()).toBe(200);
    const page = await request.get(`${limited.url}/`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(page.status()).toBe(200);
  });
});
