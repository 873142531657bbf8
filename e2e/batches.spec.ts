import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BATCH_FLAG_KEYS } from "../lib/features/batch/batch-flag-keys";
import { allDemoRegcodes, demoRegcodes } from "../dev/demo-registry/dataset";
import { faultRegcodes } from "../dev/demo-registry/fault-regcodes";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";

// One app with its own demo registry (which records every upstream call) and the standard credential.
test.describe.configure({ mode: "serial" });

let app: AppUnderTest;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startAppUnderTest({ env: { REGISTRY_MAX_RPS: "20" } });
});
test.afterAll(async () => {
  await app?.stop();
});

const generated = allDemoRegcodes().slice(-3);
const UNKNOWN = "40000000001";
const FAULT = faultRegcodes.html500.regcode;
const DRIFT = faultRegcodes.drift.regcode;
const LIST = [
  `LV${demoRegcodes.sanctioned}, ${demoRegcodes.insolvent}; ${demoRegcodes.suspended}`,
  `${demoRegcodes.excluded}\t${demoRegcodes.amber}\t${demoRegcodes.authority}`,
  ...generated,
  UNKNOWN,
  "12345",
  "not a number",
  demoRegcodes.sanctioned,
  FAULT,
  DRIFT,
].join("\n");
const NUMBERS = [
  demoRegcodes.sanctioned,
  demoRegcodes.insolvent,
  demoRegcodes.suspended,
  demoRegcodes.excluded,
  demoRegcodes.amber,
  demoRegcodes.authority,
  ...generated,
  UNKNOWN,
  FAULT,
  DRIFT,
];

interface Row {
  position: number;
  regcode: string;
  outcome: string;
  error: string | null;
  status: string | null;
  statusWords: string | null;
  legalForm: string | null;
  legalFormWords: string | null;
  flags: Record<string, boolean> | null;
  risk: {
    level: string;
    points: number;
    factors: string[];
    sanctions: Array<{ list: string; program: string }>;
  } | null;
  sha256: string | null;
}

const upstreamCalls = (regcode: string) =>
  app.registry.received.filter((r) => r.target.endsWith(`/legal-entities/${regcode}`)).length;

let batchId = 0;
/** The flags' English words, from the catalogue. */
const BATCH_FLAGS: Record<string, string> = JSON.parse(
  readFileSync("lib/platform/i18n/messages/en/monitoring.json", "utf8"),
).batch.flags;

test("screens a pasted list: shows what it understood, runs it, and flags every entity right", async ({ page }) => {
  await app.signIn(page.context());
  await page.goto(`${app.url}/batches/new`);
  await page.getByLabel("Name or purpose").fill("Supplier onboarding, case 2026-77");
  await page.getByLabel("Registration numbers").fill(LIST);
  // By keyboard: the same button, now "Run the batch", keeps the focus for the next step.
  await page.getByRole("button", { name: "Check the list" }).press("Enter");
  await expect(page.getByRole("button", { name: `Run the batch of ${NUMBERS.length}` })).toBeFocused();
  const understood = page.getByRole("region", { name: "What will be looked up" });
  await expect(understood).toContainText(`${NUMBERS.length} numbers to look up`);
  await expect(understood).toContainText("1 duplicate, looked up once");
  await expect(understood).toContainText("2 entries that are not 11 digits: reported, never sent");
  await expect(page.getByRole("list", { name: "Entries that will not be sent" })).toContainText("“not a number”");
  await page.getByRole("button", { name: `Run the batch of ${NUMBERS.length}` }).click();
  await expect(page).toHaveURL(/\/batches\/\d+$/);
  batchId = Number(page.url().split("/").pop());
  await expect(page.getByRole("region", { name: "Progress" })).toContainText("Done", { timeout: 30_000 });

  const { rows } = (await (
    await fetch(`${app.url}/api/batches/${batchId}/results`, { headers: app.headers })
  ).json()) as {
    rows: Row[];
  };
  // Each number once, ranked by the risk model: the sanctioned entity first; `position` keeps the list's order.
  expect([...rows].sort((a, b) => a.position - b.position).map((r) => r.regcode)).toEqual(NUMBERS);
  expect(rows[0]?.regcode).toBe(demoRegcodes.sanctioned);
  const level = (regcode: string) => rows.find((r) => r.regcode === regcode)?.risk?.level;
  expect(level(demoRegcodes.sanctioned)).toBe("high");
  expect(level(demoRegcodes.insolvent)).toBe("medium");
  expect(level(demoRegcodes.suspended)).toBe("medium");
  // Persons withheld (the standard credential's lot on every record) flag nothing alone.
  expect(level(demoRegcodes.amber)).toBe("low");
  expect(rows.find((r) => r.regcode === demoRegcodes.sanctioned)?.risk?.sanctions).toContainEqual({
    list: "EU",
    program: "RUSSIA_TERRITORIAL_INTEGRITY",
  });
  const raised = (regcode: string) => {
    const flags = rows.find((r) => r.regcode === regcode)?.flags ?? {};
    return BATCH_FLAG_KEYS.filter((key) => flags[key]);
  };
  expect(raised(demoRegcodes.sanctioned)).toEqual([
    "sanctionsEntity",
    "sanctionsDirect",
    "sanctionsIndirect",
    "sanctionedOwnership",
    "securingMeasures",
    "withheldPersons",
  ]);
  expect(raised(demoRegcodes.insolvent)).toContain("insolvencyOrLiquidation");
  expect(raised(demoRegcodes.suspended)).toContain("suspendedOrProhibited");
  expect(raised(demoRegcodes.excluded)).toContain("excluded");
  expect(raised(demoRegcodes.amber)).toEqual(["withheldPersons"]);
  expect(rows.find((r) => r.regcode === UNKNOWN)).toMatchObject({ outcome: "not_found", flags: null, risk: null });
  // The status comes as the register's code and in the viewer's words.
  expect(rows.find((r) => r.regcode === demoRegcodes.insolvent)).toMatchObject({
    status: "IN_LIQUIDATION",
    statusWords: "In liquidation",
  });
  // So does the legal form; an abbreviation is its own word.
  expect(rows.find((r) => r.regcode === demoRegcodes.authority)).toMatchObject({
    legalForm: "IESTADE",
    legalFormWords: "Public authority",
  });
  expect(rows.find((r) => r.regcode === demoRegcodes.amber)).toMatchObject({ legalForm: "AS", legalFormWords: "AS" });
  expect(rows.find((r) => r.regcode === FAULT)).toMatchObject({ outcome: "error", error: "upstream_failure" });
  // An answer whose fields came in another form than declared is found, and says so.
  expect(rows.find((r) => r.regcode === DRIFT)).toMatchObject({ outcome: "found" });
  expect(raised(DRIFT)).toContain("unexpectedForm");

  // Invalid entries never reached the registry; the duplicate was looked up once.
  expect(app.registry.received.some((r) => r.target.includes("12345"))).toBe(false);
  expect(upstreamCalls(demoRegcodes.sanctioned)).toBe(1);

  // A failed row says why in words; what the list held stays on the batch and its printed summary.
  await expect(page.locator(`tr[data-regcode="${FAULT}"]`)).toContainText("Error: The registry failed to answer");
  for (const path of [`/batches/${batchId}`, `/batches/${batchId}/report`]) {
    await page.goto(`${app.url}${path}`);
    const held = page.getByRole("region", { name: "What the list held" });
    await expect(held).toContainText("2 entries that are not 11 digits: reported, never sent");
    await expect(held).toContainText(`${NUMBERS.length} numbers in the batch`);
    await expect(held.getByRole("list", { name: "Entries never sent" })).toContainText("Line 7: “12345”");
  }
  // On paper, at an A4 page's width, a flagged number stays whole on its line beside the record's hash.
  const screen = page.viewportSize();
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 700, height: 1000 });
  const numberLines = await page.locator(`td:text-is("${demoRegcodes.sanctioned}")`).evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return range.getClientRects().length;
  });
  expect(numberLines).toBe(1);
  await page.emulateMedia({ media: null });
  if (screen) await page.setViewportSize(screen);
  await page.goto(`${app.url}/batches/${batchId}`);

  // A status and a legal form are in words once, the code on hover.
  const insolvent = page.locator(`tr[data-regcode="${demoRegcodes.insolvent}"]`);
  await expect(insolvent.locator('abbr[title="IN_LIQUIDATION"]')).toHaveText("In liquidation");
  await expect(insolvent).not.toContainText("IN_LIQUIDATION");
  const authority = page.locator(`tr[data-regcode="${demoRegcodes.authority}"]`);
  await expect(authority.locator('abbr[title="IESTADE"]')).toHaveText("Public authority");
  await expect(authority).not.toContainText("IESTADE");

  // The table filters by a flag, each row links to its stored retrieval.
  await page.getByLabel("Show").selectOption({ label: BATCH_FLAGS.sanctionsEntity });
  await expect(page.getByRole("status").filter({ hasText: "rows" })).toHaveText(`1 of ${NUMBERS.length} rows`);
  const row = page.locator(`tr[data-regcode="${demoRegcodes.sanctioned}"]`);
  const sha = rows.find((r) => r.regcode === demoRegcodes.sanctioned)?.sha256;
  await expect(row.getByRole("link", { name: "Stored copy" })).toHaveAttribute(
    "href",
    `/entities/${demoRegcodes.sanctioned}/snapshots/${sha}`,
  );
});

test("a batch's start reads as a sentence, in UTC and beside the reader's own time", async ({ browser }) => {
  const zones: [string, RegExp][] = [
    ["UTC", /:\d\d UTC\. Input SHA-256 [0-9a-f]{64}$/],
    ["Europe/Riga", /:\d\d UTC \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT\+[23]\)\. Input SHA-256 [0-9a-f]{64}$/],
  ];
  for (const [timezoneId, reads] of zones) {
    const context = await browser.newContext({ timezoneId });
    await app.signIn(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/batches/${batchId}`);
    await expect(page.locator("p", { hasText: "Input SHA-256" })).toHaveText(reads);
    await context.close();
  }
});

test("exports the results as a CSV that matches the table, and retries the failed row alone", async () => {
  const bytes = Buffer.from(
    await (await fetch(`${app.url}/api/batches/${batchId}/results.csv`, { headers: app.headers })).arrayBuffer(),
  );
  // UTF-8 with a byte-order mark, so spreadsheets read the diacritics right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString("utf8");
  expect(
    csv.startsWith("#,Registration number,Customer ID,Outcome,Error,Name,Legal form,Legal form in words,Status,"),
  ).toBe(true);
  const lines = csv.trim().split("\r\n");
  // Every number looked up, then the two entries never sent: the file accounts for the whole list.
  expect(lines).toHaveLength(NUMBERS.length + 1 + 2);
  expect(lines.slice(-2).map((line) => line.split(",").slice(0, 5).join(","))).toEqual([
    ",12345,,not_sent,invalid_regcode",
    ",not a number,,not_sent,invalid_regcode",
  ]);
  // Ranked as the page: the sanctioned entity first, with its level and the lists it matched.
  expect(lines[1]?.split(",")[1]).toBe(demoRegcodes.sanctioned);
  const header = lines[0]?.split(",") ?? [];
  const sanctioned = lines.find((line) => line.includes(demoRegcodes.sanctioned))?.split(",") ?? [];
  expect(sanctioned[header.indexOf(BATCH_FLAGS.sanctionsEntity)]).toBe("yes");
  expect(sanctioned[header.indexOf(BATCH_FLAGS.excluded)]).toBe("no");
  expect(sanctioned[header.indexOf("Risk level")]).toBe("high");
  expect(sanctioned[header.indexOf("Risk factors")]).toContain("entity-sanctions");
  expect(sanctioned[header.indexOf("Sanctions lists")]).toContain("EU");
  expect(sanctioned.at(-1)).toMatch(/^[0-9a-f]{64}$/);
  // The status code stays for machines, its words beside it.
  const insolvent = lines.find((line) => line.includes(demoRegcodes.insolvent))?.split(",") ?? [];
  expect(insolvent[header.indexOf("Status")]).toBe("IN_LIQUIDATION");
  expect(insolvent[header.indexOf("Status in words")]).toBe("In liquidation");
  const authority = lines.find((line) => line.includes(demoRegcodes.authority))?.split(",") ?? [];
  expect(authority[header.indexOf("Legal form")]).toBe("IESTADE");
  expect(authority[header.indexOf("Legal form in words")]).toBe("Public authority");

  const before = upstreamCalls(FAULT);
  const retried = await fetch(`${app.url}/api/batches/${batchId}/retry`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url },
  });
  expect(await retried.json()).toEqual({ id: batchId, retried: 1 });
  await expect
    .poll(
      async () => (await (await fetch(`${app.url}/api/batches/${batchId}`, { headers: app.headers })).json()).status,
    )
    .toBe("done");
  // Only the failed number was asked again (its three attempts), none of the others.
  expect(upstreamCalls(FAULT) - before).toBeGreaterThanOrEqual(1);
  expect(upstreamCalls(demoRegcodes.amber)).toBe(1);
});

test("cancels a running batch once the owner confirms: the rest is never sent", async ({ page }) => {
  const numbers = allDemoRegcodes().slice(20, 220).join("\n");
  const callsBefore = app.registry.received.length;
  const started = await fetch(`${app.url}/api/batches?name=${encodeURIComponent("A long list")}`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url, "content-type": "text/plain" },
    body: numbers,
  });
  expect(started.status).toBe(202);
  const { id } = await started.json();
  await expect
    .poll(
      async () => (await (await fetch(`${app.url}/api/batches/${id}`, { headers: app.headers })).json()).counts.done,
      // A busy machine (the other worker printing a large report) screens more slowly.
      { timeout: 30_000 },
    )
    .toBeGreaterThan(5);
  await app.signIn(page.context());
  await page.goto(`${app.url}/batches/${id}`);
  const cancel = page.getByRole("button", { name: "Cancel the batch" });
  // It asks first, with the focus on keeping the batch running, and changes nothing when told to keep it.
  await cancel.click();
  const asking = page.getByRole("group", { name: "Cancel the batch" });
  await expect(asking).toContainText(/Stop the batch\? The \d+ numbers not yet looked up will not be screened/);
  await expect(asking.getByRole("button", { name: "Keep it running" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(cancel).toBeFocused();
  expect((await (await fetch(`${app.url}/api/batches/${id}`, { headers: app.headers })).json()).status).toBe("running");
  await cancel.click();
  await asking.getByRole("button", { name: "Stop the batch" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelled." })).toBeFocused();
  // Lookups already under way when the owner confirmed may still end (waiting their turn in the registry
  // budget); then the registry hears nothing more.
  await expect
    .poll(
      async () => {
        const calls = app.registry.received.length;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return app.registry.received.length - calls;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  const batch = await (await fetch(`${app.url}/api/batches/${id}`, { headers: app.headers })).json();
  expect(batch.status).toBe("cancelled");
  expect(batch.counts.cancelled).toBeGreaterThan(100);
  // A row marked cancelled was never sent: one sent as the owner confirmed says what came back.
  const { rows } = await (await fetch(`${app.url}/api/batches/${id}/results`, { headers: app.headers })).json();
  const sent = new Set(app.registry.received.slice(callsBefore).map((r) => r.target.split("/").at(-1)));
  const cancelled = rows.filter((row: { state: string }) => row.state === "cancelled");
  expect(cancelled).toHaveLength(batch.counts.cancelled);
  expect(cancelled.filter((row: { regcode: string }) => sent.has(row.regcode))).toEqual([]);
  // The bar shows the numbers looked up, not the batch as complete (read afresh: the page stops asking once
  // the batch is cancelled, and lookups under way may have ended since).
  await page.reload();
  const bar = page.getByRole("progressbar", { name: "Rows looked up" });
  await expect(bar).toHaveAttribute("value", String(batch.counts.done + batch.counts.failed));
  await expect(bar).toHaveAttribute("max", String(batch.counts.total));

  // Bad input creates nothing.
  const bad = await fetch(`${app.url}/api/batches?name=x`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url, "content-type": "text/plain" },
    body: demoRegcodes.amber,
  });
  expect(bad.status).toBe(400);
  const list = await (await fetch(`${app.url}/api/batches`, { headers: app.headers })).json();
  expect(list.batches).toHaveLength(2);
});

test("a batch that ends while its owner is at the cancel question says so where the focus was", async ({ page }) => {
  // Numbers the registry does not know, looked up nowhere else: each is one call at the app's 20 a second.
  const numbers = Array.from({ length: 150 }, (_, i) => `4100077${String(i).padStart(4, "0")}`);
  const started = await fetch(`${app.url}/api/batches?name=${encodeURIComponent("Ends first")}`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url, "content-type": "text/plain" },
    body: numbers.join("\n"),
  });
  expect(started.status).toBe(202);
  const { id } = await started.json();
  await app.signIn(page.context());
  await page.goto(`${app.url}/batches/${id}`);
  await page.getByRole("button", { name: "Cancel the batch" }).click();
  const asking = page.getByRole("group", { name: "Cancel the batch" });
  await expect(asking.getByRole("button", { name: "Keep it running" })).toBeFocused();
  await expect
    .poll(async () => (await (await fetch(`${app.url}/api/batches/${id}`, { headers: app.headers })).json()).status, {
      timeout: 60_000,
    })
    .toBe("done");
  // The question went with the running batch; the focus went to the line that says why, not to the page.
  await expect(asking).toHaveCount(0);
  await expect(
    page.getByRole("status").filter({ hasText: "The batch is done and can no longer be cancelled." }),
  ).toBeFocused();
  await expect(page.getByRole("button", { name: "Cancel the batch" })).toHaveCount(0);
});

test("a batch survives a restart of the app: it finishes where it left off", async () => {
  test.setTimeout(180_000);
  const numbers = allDemoRegcodes().slice(100, 220);
  const started = await fetch(`${app.url}/api/batches?name=${encodeURIComponent("Across a restart")}`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url, "content-type": "text/plain" },
    body: numbers.join("\n"),
  });
  const { id } = await started.json();
  const progress = async () => await (await fetch(`${app.url}/api/batches/${id}`, { headers: app.headers })).json();
  await expect.poll(async () => (await progress()).counts.done).toBeGreaterThan(10);
  app.registry.clearReceived();
  await app.restartServer();
  await expect.poll(async () => (await progress()).status, { timeout: 120_000, intervals: [1_000] }).toBe("done");
  const batch = await progress();
  expect(batch.counts).toMatchObject({ total: numbers.length, done: numbers.length, pending: 0, failed: 0 });
  // Rows done before the restart were not looked up again (at most the few in flight when it stopped).
  const after = app.registry.received.filter((r) => numbers.some((n) => r.target.endsWith(`/legal-entities/${n}`)));
  expect(after.length).toBeLessThan(numbers.length - 10 + 8);
});
