import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ROLE_REASON } from "../lib/domain/access/gate-record";
import { formatUtcTime } from "../lib/platform/format/format-utc-time";
import { demoRegcodes } from "../dev/demo-registry/dataset";
import { startAppUnderTest, type AppUnderTest, type SignedIn } from "../dev/testing/app-under-test";

// One app on the personal-details credential with the cache off: every lookup is a registry answer, kept.
test.describe.configure({ mode: "serial" });

const AMBER = demoRegcodes.amber;
let app: AppUnderTest;
let analyst: SignedIn;

interface Snapshot {
  sha256: string;
  retrievedAt: string;
  changed: boolean | null;
  credential: string | null;
  actor: string;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startAppUnderTest({ credential: "personal", env: { REGISTRY_CACHE_TTL_MS: "0" } });
  analyst = await app.addAccount("snapshot.analyst@example.lv", ["analyst"]);
});
test.afterAll(async () => {
  await app?.stop();
});

async function snapshots(headers: { cookie: string }): Promise<Snapshot[]> {
  const response = await fetch(`${app.url}/api/legal-entities/${AMBER}/snapshots`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()).snapshots;
}

test("every registry answer is kept and listed, newest first, naming others only to auditors", async ({ page }) => {
  for (let i = 0; i < 2; i++) {
    const lookup = await fetch(`${app.url}/api/legal-entities/${AMBER}`, { headers: app.headers });
    expect(lookup.status).toBe(200);
  }
  const asAdmin = await snapshots(app.headers);
  expect(asAdmin).toHaveLength(2);
  expect(asAdmin[0]).toMatchObject({ changed: false, actor: "You" });
  expect(asAdmin[1]).toMatchObject({ sha256: asAdmin[0]?.sha256, changed: null, actor: "You" });
  expect(Date.parse(asAdmin[0]?.retrievedAt ?? "")).toBeGreaterThan(Date.parse(asAdmin[1]?.retrievedAt ?? ""));
  // The administrator is not an auditor: an analyst sees "Another user" for their retrievals.
  expect((await snapshots(analyst.headers)).map((s) => s.actor)).toEqual(["Another user", "Another user"]);

  await app.signIn(page.context());
  // The ownership panel's determination reads the entity again (this app keeps no cache): once it has,
  // the profile is loaded anew, within the time the determination is kept, so its list shows every retrieval.
  await page.goto(`${app.url}/entities/${AMBER}`);
  await expect(page.locator('#ownership [data-ownership="ready"]')).toHaveCount(1, { timeout: 60_000 });
  await page.reload();
  const kept = await snapshots(app.headers);
  const section = page.locator("section#retrievals");
  await expect(section.getByRole("heading", { name: "Retrievals" })).toBeVisible();
  await expect(section.locator("tbody tr")).toHaveCount(kept.length);
  await expect(section.locator("tbody tr").first()).toContainText("same as before");
  await expect(section.locator("tbody tr").last()).toContainText("first kept");
  const newest = section.locator("tbody tr").first();
  await expect(newest.getByRole("link")).toHaveAttribute("href", `/entities/${AMBER}/snapshots/${kept[0]?.sha256}`);
  await expect(newest.locator("abbr")).toHaveAttribute("title", kept[0]?.sha256 ?? "-");

  await page.goto(`${app.url}/entities/${AMBER}/retrievals`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Retrievals of ${AMBER}`);
  await expect(page.locator("tbody tr")).toHaveCount(kept.length);

  // Past the last page, and for a number that is not one, the page says so under an honest status.
  const past = await page.goto(`${app.url}/entities/${AMBER}/retrievals?page=999`);
  expect(past?.status()).toBe(404);
  await expect(page.getByText("There is no page 999.")).toBeVisible();
  await expect(page.getByText(/Page 999 of/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Newer" })).toHaveAttribute(
    "href",
    `/entities/${AMBER}/retrievals?page=1`,
  );
  const invalid = await page.goto(`${app.url}/entities/4000352000/retrievals`);
  expect(invalid?.status()).toBe(400);
});

test("a permalink shows the stored copy under a banner, gated for the viewer, with its graph and history", async ({
  page,
}) => {
  const kept = await snapshots(app.headers);
  const [newest] = kept;
  expect(newest).toBeDefined();
  const permalink = `${app.url}/entities/${AMBER}/snapshots/${newest.sha256}`;
  await analyst.signIn(page.context());
  const answer = await page.goto(permalink);
  expect(answer?.status()).toBe(200);
  const banner = page.getByRole("note", { name: "Stored copy" });
  await expect(banner).toContainText(
    `Stored copy: the registry last sent these exact bytes on ${formatUtcTime(newest.retrievedAt)} — not the live record`,
  );
  await expect(banner.getByRole("link", { name: "Open the live profile" })).toHaveAttribute(
    "href",
    `/entities/${AMBER}`,
  );
  await expect(page.locator("[data-withheld]").first()).toContainText(ROLE_REASON);
  await expect(page.locator("section#relationships svg").first()).toBeVisible();
  await expect(page.locator("section#history")).toBeVisible();
  await expect(page.getByText(newest?.sha256 ?? "-").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link to the live profile" })).toBeVisible();
  const download = page.getByRole("link", { name: "Record (JSON)" });
  await expect(download).toHaveAttribute(
    "href",
    `/api/legal-entities/${AMBER}/export/record.json?snapshot=${newest?.sha256}`,
  );

  // The client's own requests for this copy read the stored bytes, through the same gate.
  const graph = await fetch(`${app.url}/api/legal-entities/${AMBER}/graph?snapshot=${newest?.sha256}`, {
    headers: analyst.headers,
  });
  expect(graph.status).toBe(200);
  const events = await fetch(`${app.url}/api/audit?regcode=${AMBER}&event=lookup`, { headers: app.headers });
  const sources = (await events.json()).events.map((e: { details: { source: string } }) => e.details.source);
  expect(sources.slice(0, 2)).toEqual(["stored", "stored"]);
  // Reading stored copies asked the registry nothing: no retrieval was added.
  expect(await snapshots(app.headers)).toHaveLength(kept.length);
});

test("a stored copy has its own report and PDF, saying it is a stored copy and naming its hash", async ({
  page,
}, testInfo) => {
  const kept = await snapshots(app.headers);
  // Named by its hash, a copy shows the newest retrieval that received those bytes.
  const [stored] = kept;
  expect(stored).toBeDefined();
  const permalink = `/entities/${AMBER}/snapshots/${stored?.sha256}`;
  await analyst.signIn(page.context());
  await page.goto(`${app.url}${permalink}`);
  await page.getByRole("link", { name: "Print report" }).click();
  await expect(page).toHaveURL(`${app.url}${permalink}/report`);
  await expect(page.getByRole("note", { name: "Stored copy" })).toContainText(
    `Stored copy: the registry last sent these exact bytes on ${formatUtcTime(stored?.retrievedAt ?? "")} — not the live record`,
  );
  await expect(page.locator("[data-record-sha256]")).toHaveAttribute("data-record-sha256", stored?.sha256 ?? "-");
  await expect(page.getByRole("link", { name: "Back to the stored copy" })).toHaveAttribute("href", permalink);
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `${permalink}/report.pdf`);

  const pdf = await fetch(`${app.url}${permalink}/report.pdf`, { headers: analyst.headers });
  expect(pdf.status).toBe(200);
  const bytes = Buffer.from(await pdf.arrayBuffer());
  expect(pdf.headers.get("x-report-sha256")).toBe(createHash("sha256").update(bytes).digest("hex"));
  const file = testInfo.outputPath("stored-copy.pdf");
  writeFileSync(file, bytes);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(text).toContain("not the live record");
  expect(text).toContain(stored?.sha256);

  const unknown = await fetch(`${app.url}/entities/${AMBER}/snapshots/${"0".repeat(64)}/report.pdf`, {
    headers: analyst.headers,
  });
  expect(unknown.status).toBe(404);
  // The retrievals list names the PDF made of the copy, its time written as every other time there.
  const pdfHash = pdf.headers.get("x-report-sha256") ?? "-";
  await page.goto(`${app.url}/entities/${AMBER}/retrievals`);
  await expect(page.getByTitle(pdfHash).first()).toHaveText(
    new RegExp(`^${pdfHash.slice(0, 12)}… \\(en, \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC\\)$`),
  );
  await page.waitForLoadState("networkidle");
  // Reports of a stored copy, and the retrievals list, asked the registry nothing.
  expect(await snapshots(app.headers)).toHaveLength(kept.length);
});

test("an unknown hash answers 404 and a malformed one 400, each saying why", async ({ page }) => {
  await analyst.signIn(page.context());
  const unknown = await page.goto(`${app.url}/entities/${AMBER}/snapshots/${"0".repeat(64)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such stored copy");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `No stored copy of ${AMBER} has the SHA-256 000000000000…`,
  );

  const malformed = await page.goto(`${app.url}/entities/${AMBER}/snapshots/not-a-hash`);
  expect(malformed?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not a stored copy's address");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "“not-a-hash” does not name a stored copy: that is the SHA-256 of the record, 64 characters 0–9 and a–f.",
  );
  const api = await fetch(`${app.url}/api/legal-entities/${AMBER}/graph?snapshot=not-a-hash`, {
    headers: analyst.headers,
  });
  expect(api.status).toBe(400);

  // A hash copied in capitals names the same bytes.
  const [newest] = await snapshots(app.headers);
  const capitals = await page.goto(`${app.url}/entities/${AMBER}/snapshots/${newest.sha256.toUpperCase()}`);
  expect(capitals?.status()).toBe(200);
  await expect(page.getByRole("note", { name: "Stored copy" })).toBeVisible();
});
