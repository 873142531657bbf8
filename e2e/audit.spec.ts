import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { AUDIT_EVENT_TYPES } from "../lib/domain/audit/audit-event-types";
import { demoRegcodes } from "../dev/demo-registry/dataset";
import { overflowingOnPaper } from "./overflowing-on-paper";
import { startAppUnderTest, type AppUnderTest, type SignedIn } from "../dev/testing/app-under-test";

// One app of its own on the personal-details credential, purposes required: every action, then its audit row.
test.describe.configure({ mode: "serial" });

const AMBER = demoRegcodes.amber;
const IEVA = "ieva.auditee@example.lv";
let app: AppUnderTest;
let ieva: SignedIn;

interface AuditEvent {
  seq: number;
  time: string;
  userEmail: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
  event: string;
  details: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

async function auditEvents(request: APIRequestContext, query: string): Promise<AuditEvent[]> {
  const response = await request.get(`${app.url}/api/audit?${query}`, { headers: app.headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).events;
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startAppUnderTest({ credential: "personal" });
  ieva = await app.addAccount(IEVA, ["analyst", "personal-data"]);
});
test.afterAll(async () => {
  await app?.stop();
});

test("sign-in, a failed sign-in and sign-out each write their row", async ({ request }) => {
  const failed = await request.post(`${app.url}/api/auth/sign-in/email`, {
    headers: { origin: app.url, "user-agent": "audit-e2e-agent" },
    data: { email: IEVA, password: "not-the-password" },
  });
  expect(failed.status()).toBe(401);
  const [signIn] = await auditEvents(request, `user=${IEVA}&event=sign-in`);
  expect(signIn).toMatchObject({ userEmail: IEVA, details: { email: IEVA } });
  const [failure] = await auditEvents(request, `event=sign-in-failed`);
  expect(failure).toMatchObject({ userEmail: null, userAgent: "audit-e2e-agent", details: { email: IEVA } });
  expect(failure.clientAddress).toBeTruthy();

  // A session of its own to end, so Ieva's stays signed in for the tests below.
  const other = await app.addAccount("leaving@example.lv", ["analyst"]);
  const out = await request.post(`${app.url}/api/auth/sign-out`, {
    headers: { ...other.headers, origin: app.url },
    data: {},
  });
  expect(out.status()).toBe(200);
  expect(await auditEvents(request, "user=leaving@example.lv&event=sign-out")).toHaveLength(1);
});

test("a profile visit, a stated purpose, a report and an export each write their rows", async ({ page, request }) => {
  await ieva.signIn(page.context());
  const visit = await page.goto(`${app.url}/entities/${AMBER}`);
  const raw = await request.get(`${app.url}/api/legal-entities/${AMBER}`, { headers: app.headers });
  const recordSha = raw.headers()["x-registry-sha256"];

  // The profile's ownership panel reads the entity's structure through the same lookup, audited as reason "ownership".
  const notOwnership = (events: Awaited<ReturnType<typeof auditEvents>>) =>
    events.filter((event) => event.details.reason !== "ownership");
  const profileLookups = notOwnership(await auditEvents(request, `user=${IEVA}&regcode=${AMBER}&event=lookup`));
  expect(profileLookups.map((event) => event.details)).toEqual([
    expect.objectContaining({ regcode: AMBER, reason: "profile", sha256: recordSha, outcome: "ok" }),
  ]);
  expect(profileLookups[0].requestId).toBe(visit?.headers()["x-request-id"]);
  expect(profileLookups[0].details.credential).toEqual(expect.any(String));
  expect(["registry", "cache"]).toContain(profileLookups[0].details.source);

  const form = page.getByRole("form", { name: "Purpose of this lookup" });
  await form.getByRole("textbox").fill("Case 2026-114: onboarding check");
  await form.getByRole("button", { name: "Show personal details" }).click();
  await expect(page.locator("[data-withheld]")).toHaveCount(0);
  const views = await auditEvents(request, `user=${IEVA}&event=personal-details-view`);
  expect(views[0].details).toEqual({
    regcode: AMBER,
    sha256: recordSha,
    purpose: "Case 2026-114: onboarding check",
  });

  await page.goto(`${app.url}/entities/${AMBER}/report`);
  const [report] = await auditEvents(request, `user=${IEVA}&event=report-view`);
  expect(report.details).toEqual({ regcode: AMBER, sha256: recordSha });
  const [reportLookup] = notOwnership(await auditEvents(request, `user=${IEVA}&event=lookup`));
  expect(reportLookup.details).toMatchObject({ regcode: AMBER, reason: "report", source: "cache" });

  const exported = await request.get(`${app.url}/api/legal-entities/${AMBER}/export/officers.csv`, {
    headers: ieva.headers,
  });
  expect(exported.status()).toBe(200);
  const [exportEvent] = await auditEvents(request, `user=${IEVA}&event=export`);
  expect(exportEvent.details).toEqual({
    regcode: AMBER,
    file: `${AMBER}-officers.csv`,
    sha256: sha256(await exported.body()),
  });
  expect(exportEvent.requestId).toBe(exported.headers()["x-request-id"]);
});

test("the audit page filters, downloads the same rows as CSV, and is for auditors only", async ({ page, request }) => {
  await app.signIn(page.context());
  await page.goto(`${app.url}/audit?user=${IEVA}&event=export`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${AMBER}-officers.csv`);
  await page.getByRole("combobox", { name: "Event" }).selectOption("lookup");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/event=lookup/);
  const lookups = await auditEvents(request, `user=${IEVA}&event=lookup`);
  await expect(rows).toHaveCount(lookups.length);

  const csv = await request.get(`${app.url}/api/audit.csv?user=${IEVA}&event=lookup`, { headers: app.headers });
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = await csv.text();
  expect(text.startsWith("\uFEFFseq,time,user_email,")).toBe(true);
  const lines = text.trim().split("\r\n").slice(1);
  expect(lines.map((line) => Number(line.split(",")[0]))).toEqual(lookups.map((event) => event.seq));

  const refused = await request.get(`${app.url}/api/audit`, { headers: ieva.headers });
  expect(refused.status()).toBe(403);
  const bad = await request.get(`${app.url}/api/audit?event=delete`, { headers: app.headers });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toContain("event must be one of");
  const badPage = await page.goto(`${app.url}/audit?event=delete&from=2026-02-30`);
  expect(badPage?.status()).toBe(400);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    `event must be one of: ${AUDIT_EVENT_TYPES.join(", ")}; from is not a real date`,
  );
});

test("the audit page prints on A4 with every column whole", async ({ page, request }) => {
  await app.signIn(page.context());
  await page.goto(`${app.url}/audit?user=${IEVA}`);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
    input: await page.pdf({ format: "A4" }),
    encoding: "utf8",
  });
  const events = await auditEvents(request, `user=${IEVA}`);
  for (const event of events) if (event.clientAddress) expect(text).toContain(event.clientAddress);
  // Nothing runs past the paper's edge, nor out of its column into the next.
  const overflowing = await overflowingOnPaper(page);
  expect(overflowing).toEqual([]);
});

test("auditors see who looked at an entity on its profile", async ({ page }) => {
  await app.signIn(page.context());
  await page.goto(`${app.url}/entities/${AMBER}`);
  const section = page.getByRole("region", { name: "Who looked at this entity" });
  await expect(section.locator("tbody tr").filter({ hasText: IEVA }).first()).toBeVisible();
});

test("pages that list entities look none of them up: a lookup is written only when a profile is opened", async ({
  page,
  request,
}) => {
  // The trail now lists AMBER (the audit page links it), and so do the home page's demo list and the alerts.
  const newestLookup = async () => (await auditEvents(request, "event=lookup"))[0]?.seq;
  const before = await newestLookup();
  await app.signIn(page.context());
  for (const path of [
    "/",
    "/audit",
    "/alerts",
    "/watchlists",
    "/cases",
    `/entities/${AMBER}/retrievals`,
    `/entities/${AMBER}/changes`,
  ]) {
    await page.goto(`${app.url}${path}`);
    // Were links in view prefetched once the page is idle, they would be by now.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
  }
  expect(await newestLookup()).toBe(before);
  await page.getByRole("link", { name: "Back to the profile" }).click();
  // The changes page's own heading is visible too: wait for the profile itself.
  await expect(page).toHaveURL(`${app.url}/entities/${AMBER}`);
  await expect(page.getByRole("region", { name: "Who looked at this entity" })).toBeVisible();
  await expect.poll(newestLookup).toBeGreaterThan(before ?? 0);
});

test("audit:verify passes on the app's trail, then names a row edited in the database", async () => {
  await app.stopServer();
  const verify = () => {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, ["--import", "tsx", "scripts/audit-verify.ts"], {
          env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: "" },
          encoding: "utf8",
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      return { code: failed.status, out: failed.stdout };
    }
  };
  const intact = verify();
  expect(intact.out).toMatch(/^Checked \d+ audit rows in the PGlite database in .+: the chain is intact\.$/m);
  expect(intact.code).toBe(0);

  const database = await PGlite.create(path.join(app.dataDir, "pglite"));
  await database.query(`update audit_events set user_email = 'someone.else@example.lv' where seq = 3`);
  await database.close();
  const broken = verify();
  expect(broken.out).toContain(
    "the chain is BROKEN at row 3: its content no longer matches its hash (the row was edited)",
  );
  expect(broken.code).toBe(1);
});
