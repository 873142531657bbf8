import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PURPOSE_REASON, ROLE_REASON } from "../lib/domain/access/gate-record";
import * as rules from "../lib/domain/viewer/access-rule";
import type { Role } from "../lib/domain/viewer/roles";
import { demoRegcodes } from "../dev/demo-registry/dataset";
import { DEMO_ADVANCE_PREFIX } from "../dev/demo-registry/server/start-demo-registry";
import { startAppUnderTest, type AppUnderTest, type SignedIn } from "../dev/testing/app-under-test";

// One app on the personal-details credential, purposes required (the default): each role sees the same entity.
test.describe.configure({ mode: "serial" });

const AMBER = demoRegcodes.amber;
let app: AppUnderTest;
let analyst: SignedIn;
let personal: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startAppUnderTest({ credential: "personal" });
  analyst = await app.addAccount("plain.analyst@example.lv", ["analyst"]);
  personal = await app.addAccount("personal.analyst@example.lv", ["analyst", "personal-data"]);
});
test.afterAll(async () => {
  await app?.stop();
});

const forenames = (text: string) => [...text.matchAll(/"forename":"([^"]+)"/g)].map((match) => match[1]);
const surnames = (text: string) => [...new Set([...text.matchAll(/"surname":"([^"]+)"/g)].map((match) => match[1]))];

test("an analyst without personal-data sees placeholders naming the role, everywhere", async ({ page, request }) => {
  await analyst.signIn(page.context());
  await page.goto(`${app.url}/entities/${AMBER}`);
  const placeholders = page.locator("[data-withheld]");
  await expect(placeholders.first()).toContainText(ROLE_REASON);
  await expect(page.getByRole("form", { name: "Purpose of this lookup" })).toHaveCount(0);

  const raw = await request.get(`${app.url}/api/legal-entities/${AMBER}`, { headers: analyst.headers });
  expect(raw.headers()["x-personal-details-withheld"]).toBe(ROLE_REASON);
  const text = await raw.text();
  expect(forenames(text)).toEqual([]);
  // The administrator states a purpose, so their answer is the registry's, names included.
  const stated = await request.post(`${app.url}/api/legal-entities/${AMBER}/purpose`, {
    headers: { ...app.headers, origin: app.url },
    data: { purpose: "Reference copy for this test" },
  });
  expect(stated.status()).toBe(204);
  const full = await request.get(`${app.url}/api/legal-entities/${AMBER}`, { headers: app.headers });
  expect(full.headers()["x-personal-details-withheld"]).toBeUndefined();
  const names = surnames(await full.text());
  expect(names.length).toBeGreaterThan(0);
  expect(JSON.parse(text).personal_details_withheld).toEqual({
    reason: ROLE_REASON,
    registry_sha256: full.headers()["x-registry-sha256"],
  });

  const exported = await request.get(`${app.url}/api/legal-entities/${AMBER}/export/record.json`, {
    headers: analyst.headers,
  });
  const exportedText = await exported.text();
  expect(forenames(exportedText)).toEqual([]);
  expect(JSON.parse(exportedText).retrieval.personal_details_withheld).toBe(ROLE_REASON);
  // The drawing too, and the records merged into it when another entity's graph expands this one.
  const routes = [
    ...["graph", "graph/layout", "timeline", "export/officers.csv", "export/members.csv"].map((r) => `${AMBER}/${r}`),
    `${demoRegcodes.sanctioned}/graph/layout?expand=${AMBER}`,
  ];
  for (const route of routes) {
    const answer = await request.get(`${app.url}/api/legal-entities/${route}`, { headers: analyst.headers });
    expect(answer.status(), route).toBe(200);
    const body = await answer.text();
    for (const name of names) expect(body, route).not.toContain(name);
  }
});

test("a personal-data analyst sees personal details only after stating a purpose", async ({ page }) => {
  await personal.signIn(page.context());
  await page.goto(`${app.url}/entities/${AMBER}#officers`);
  await expect(page.locator("[data-withheld]").first()).toContainText(PURPOSE_REASON);

  const form = page.getByRole("form", { name: "Purpose of this lookup" });
  // Blanks are no purpose: the field says so and has the focus again, for a keyboard or screen-reader user.
  await form.getByRole("textbox").fill("   ");
  await form.getByRole("button", { name: "Show personal details" }).click();
  await expect(form.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("textbox")).toBeFocused();
  await expect(form.getByRole("textbox")).toHaveAccessibleDescription(/^State the purpose: a case reference/);
  await form.getByRole("textbox").fill("Case 2026-114: onboarding check");
  await form.getByRole("button", { name: "Show personal details" }).click();
  await expect(page.locator("[data-withheld]")).toHaveCount(0);
  await expect(form).toHaveCount(0);

  // It holds for the rest of the session.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-withheld]")).toHaveCount(0);
});

test("the server's PDF shows each viewer what they may see, whoever printed before them", async ({}, testInfo) => {
  const pdfText = async (headers: { cookie: string }, name: string) => {
    const response = await fetch(`${app.url}/entities/${AMBER}/report.pdf`, { headers });
    expect(response.status, name).toBe(200);
    const file = testInfo.outputPath(`${name}.pdf`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  };
  // The administrator stated a purpose above: names. The analyst without personal-data, printed next in
  // the same warm browser, and the administrator again after them.
  const full = await (await fetch(`${app.url}/api/legal-entities/${AMBER}`, { headers: app.headers })).text();
  const names = surnames(full);
  expect(names.length).toBeGreaterThan(0);
  const prints = [
    ["administrator", await pdfText(app.headers, "administrator")],
    ["analyst", await pdfText(analyst.headers, "analyst")],
    ["administrator-again", await pdfText(app.headers, "administrator-again")],
  ] as const;
  const shown = Object.fromEntries(prints.map(([name, text]) => [name, names.filter((n) => text.includes(n))]));
  expect(shown.administrator!.length).toBeGreaterThan(0);
  expect(shown.analyst).toEqual([]);
  expect(prints[1][1]).toContain(ROLE_REASON);
  expect(shown["administrator-again"]).toEqual(shown.administrator);
});

test("the changes page offers the same purpose form, and then names who changed", async ({ page }) => {
  const reviewer = await app.addAccount("changes.reviewer@example.lv", ["analyst", "personal-data"]);
  const post = (path: string, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      headers: { ...reviewer.headers, origin: app.url, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A second, different retrieval beside those made above: the register appoints an officer, a check fetches it.
  expect((await fetch(app.registry.url + DEMO_ADVANCE_PREFIX + AMBER, { method: "POST" })).status).toBe(200);
  expect((await post("/api/watchlist", { regcode: AMBER })).status).toBe(201);
  expect((await post(`/api/watchlist/${AMBER}/check`)).status).toBe(200);

  await reviewer.signIn(page.context());
  await page.goto(`${app.url}/entities/${AMBER}/changes`);
  await expect(page.getByText("Officer appointed: Personal details withheld (Board member)")).toBeVisible();
  // Said in words too, as the form is not printed.
  const why = page.getByText(
    "Where a change says ‘Personal details withheld’: State the purpose of this lookup to see personal details.",
  );
  await expect(why).toBeVisible();
  const form = page.getByRole("form", { name: "Purpose of this lookup" });
  await form.getByRole("textbox").fill("Case 2026-115: change review");
  await form.getByRole("button", { name: "Show personal details" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText("Officer appointed: Marta Ozoliņa (Board member)")).toBeVisible();
  await expect(why).toHaveCount(0);
});

const appDir = path.resolve("app");
const pageFiles = () =>
  readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === "page.tsx");

/** Every page with the rule its pageViewer declares, its [segments] filled with the showcase entity (or 1). */
function declaredPages(): { address: string; rule: rules.AccessRule }[] {
  const named = new Map(Object.entries(rules).filter(([name]) => name.endsWith("_ACCESS")));
  return pageFiles().flatMap((file) => {
    const declared = /pageViewer\((\w+)\)/.exec(readFileSync(path.join(appDir, file), "utf8"))?.[1];
    const rule = declared ? (named.get(declared) as rules.AccessRule | undefined) : undefined;
    const dir = path.dirname(file).split(path.sep).join("/");
    const address = `/${dir === "." ? "" : dir}`.replace("[regcode]", AMBER).replace(/\[[^\]]+\]/g, "1");
    return rule ? [{ address, rule }] : [];
  });
}

test("each page and document opens only for the roles it declares, and says so under 403", async ({ browser }) => {
  test.setTimeout(240_000);
  const accounts: [string, Role[]][] = [
    ["no roles", []],
    ["auditor", ["auditor"]],
    ["analyst", ["analyst"]],
  ];
  const pages = declaredPages();
  // Every page but the sign-in page declares a rule this walk can read.
  expect(pages.length).toBe(pageFiles().length - 1);
  for (const [who, roles] of accounts) {
    const account = await app.addAccount(`walk.${who.replace(" ", "-")}@example.lv`, roles);
    const viewer = { userId: who, sessionId: who, email: who, name: who, roles };
    const context = await browser.newContext();
    await account.signIn(context);
    const page = await context.newPage();
    for (const { address, rule } of pages) {
      const response = await page.goto(`${app.url}${address}`);
      if (rules.allows(rule, viewer)) {
        expect([who, address, response?.status()]).not.toEqual([who, address, 403]);
      } else {
        expect([who, address, response?.status()]).toEqual([who, address, 403]);
        await expect(page.getByRole("heading", { name: "Not for your account" })).toBeVisible();
      }
    }
    // The documents and the API an analyst uses: refused without the role, before anything is looked up.
    for (const address of [
      `/entities/${AMBER}/report`,
      `/entities/${AMBER}/report.pdf`,
      `/search?q=${AMBER}`,
      `/api/legal-entities/${AMBER}`,
      `/api/legal-entities/${AMBER}/export/record.json`,
      "/api/watchlist",
    ]) {
      const response = await fetch(`${app.url}${address}`, { headers: account.headers, redirect: "manual" });
      expect([who, address, response.status === 403]).toEqual([who, address, !roles.includes("analyst")]);
    }
    if (!roles.includes("analyst")) {
      await page.goto(app.url);
      await expect(page.getByText("Your account does not have the analyst role")).toBeVisible();
      await expect(page.getByRole("link", { name: "Watchlists" })).toHaveCount(0);
    }
    await context.close();
  }
});
