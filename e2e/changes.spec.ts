import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { demoRegcodes } from "../dev/demo-registry/dataset";
import { DEMO_ADVANCE_PREFIX } from "../dev/demo-registry/server/start-demo-registry";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";
import { expectDocumented } from "./contract";

// One app of its own: its demo registry is advanced, and without a lookup cache every page load asks it again.
test.describe.configure({ mode: "serial" });

const AMBER = demoRegcodes.amber;
let app: AppUnderTest;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startAppUnderTest({
    credential: "personal",
    env: { REGISTRY_CACHE_TTL_MS: "0", REQUIRE_PURPOSE: "0" },
  });
});
test.afterAll(async () => {
  await app?.stop();
});

const CHANGES = [
  "Officer appointed: Marta Ozoliņa (Board member)",
  "Member removed: Līga Liepiņa (25%)",
  "Share changed from 40% to 65%: Jānis Bērziņš",
  "Notice published: Change in the board registered",
];

test("a record that changed: two retrievals, the old copy kept, and the changes named on the page, in the API and in the report", async ({
  page,
  request,
}) => {
  await app.signIn(page.context());
  await page.goto(`${app.url}/entities/${AMBER}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('AS "Ziemeļu Dzintars Demo"');
  await expect(page.getByText("Changed since you last looked")).toHaveCount(0);
  // The graph and history load after the page and look the record up too: let them finish before it changes.
  await page.waitForLoadState("networkidle");
  const nothing = await request.get(`${app.url}/api/legal-entities/${AMBER}/changes`, { headers: app.headers });
  expect((await nothing.json()).changes).toEqual([]);
  await expectDocumented(request, "GET", nothing, app.headers);

  const advanced = await request.post(`${app.registry.url}${DEMO_ADVANCE_PREFIX}${AMBER}`);
  expect(await advanced.json()).toMatchObject({ regcode: AMBER, version: 1 });

  await page.goto(`${app.url}/entities/${AMBER}`);
  const notice = page.getByRole("status").filter({ hasText: "Changed since you last looked on" });
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: "See what changed" }).click();

  // Named by the later retrieval (version 1 keeps the base name; version 2 renames it).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Changes to the register record of AS "Ziemeļu Dzintars Demo" (${AMBER})`,
  );
  for (const change of CHANGES) await expect(page.getByText(change, { exact: true })).toBeVisible();
  // Every person is named: nothing to explain.
  await expect(page.getByText(/^Where a change says/)).toHaveCount(0);
  const share = page.getByRole("table", { name: /Share changed/ });
  await expect(share.getByRole("row", { name: /Percent/ })).toHaveText(/Percent\s*40%\s*65%/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Officers", "Members", "Various notices"]);

  // The API names the same changes between the same two retrievals.
  const api = await request.get(`${app.url}/api/legal-entities/${AMBER}/changes`, { headers: app.headers });
  await expectDocumented(request, "GET", api, app.headers);
  const { from, to, changes } = await api.json();
  expect(changes.map((c: { summary: string }) => c.summary)).toEqual(CHANGES);
  expect(from.sha256).not.toBe(to.sha256);

  // The report can carry the same changes.
  await page.goto(`${app.url}/entities/${AMBER}/report?changes_since=${from.sha256}`);
  const section = page.locator("#changes-since");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(/^Changes since \d{4}-\d\d-\d\d /);
  for (const change of CHANGES) await expect(section.getByText(change, { exact: true })).toBeVisible();
  // Its PDF and its other paper size keep the section.
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    `/entities/${AMBER}/report.pdf?changes_since=${from.sha256}`,
  );

  // Looked at again, the record is what the viewer last saw.
  await page.goto(`${app.url}/entities/${AMBER}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Changed since you last looked")).toHaveCount(0);

  // The older retrieval's stored copy still shows what the register said then.
  await page.goto(`${app.url}/entities/${AMBER}/changes?from=${from.sha256}&to=${to.sha256}`);
  await page
    .getByRole("link", { name: /the retrieval of/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${app.url}/entities/${AMBER}/snapshots/${from.sha256}`);
  await expect(page.locator("#members")).toContainText("Liepiņa");
  await expect(page.locator("#officers")).not.toContainText("Ozoliņa");
});

test("a changes page answers 400 for a malformed hash and 404 for one not stored", async ({ page }) => {
  await app.signIn(page.context());
  const alert = page.getByRole("alert").filter({ hasText: "No changes to show" });
  const malformed = await page.goto(`${app.url}/entities/${AMBER}/changes?from=not-a-hash`);
  expect(malformed?.status()).toBe(400);
  await expect(alert).toContainText('"from" must be the SHA-256 of a retrieval');
  const unknown = await page.goto(`${app.url}/entities/${AMBER}/changes?to=${"0".repeat(64)}`);
  expect(unknown?.status()).toBe(404);
  await expect(alert).toContainText(`No stored copy of ${AMBER} has the SHA-256 000000000000…`);
});

test("identical answers are stored once", async () => {
  await app.stopServer();
  const database = await PGlite.create(path.join(app.dataDir, "pglite"));
  try {
    const { rows } = await database.query<{ blobs: number; answers: number; retrievals: number; distinct: number }>(
      `select (select count(*)::int from record_blobs) as blobs,
              (select count(distinct sha256)::int from retrievals) as answers,
              (select count(*)::int from retrievals where regcode = $1) as retrievals,
              (select count(distinct sha256)::int from retrievals where regcode = $1) as distinct`,
      [AMBER],
    );
    // Every page load asked the registry (no cache), but only the two different answers were kept as bytes.
    expect(rows[0].distinct).toBe(2);
    expect(rows[0].retrievals).toBeGreaterThan(2);
    expect(rows[0].blobs).toBe(rows[0].answers);
  } finally {
    await database.close();
  }
});
