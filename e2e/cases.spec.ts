import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { demoRegcodes, OWNERSHIP_SHOWCASE } from "../dev/demo-registry/dataset";
import { DEMO_ACCOUNTS } from "../lib/edge/auth/demo-accounts";

// Signed in as the demo administrator (every role, the default sign-in): it prepares the low-risk case, so the
// four-eyes rule refuses its own approval. The approver and the analyst demo accounts sign in on contexts of their own.
test.describe.configure({ mode: "serial" });

/** A clean structure the risk model scores low (one approval), and the sanctioned showcase (high: two). */
const LOW = OWNERSHIP_SHOWCASE.fourLayer;
const HIGH = demoRegcodes.sanctioned;
const APPROVER = { email: "approver@demo.registry-lens.test", password: "demo-approver-pass" };
const ANALYST = DEMO_ACCOUNTS.find((account) => account.purpose === "analyst")!;
const ACTIVE = ["open", "in-review", "awaiting-approval", "returned"];
/** Opening a case waits up to a minute for the ownership determination. */
const OPENING = 90_000;

interface CaseAnswer {
  id: number;
  regcode: string;
  state: string;
  preparer: { userId: string };
  risk: { level: string } | null;
  approvalsNeeded: number;
}

/** A browser context signed in as `account`, with none of the administrator's cookies. */
async function signedIn(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const answer = await context.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: account,
    headers: { origin: baseURL },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return context;
}

const post = (request: APIRequestContext, baseURL: string, path: string, data: unknown = {}) =>
  request.post(`${baseURL}${path}`, { data, headers: { origin: baseURL }, timeout: OPENING });

/**
 * The servers keep their data between runs: a case an earlier run left active on `regcode` would stand in for the
 * profile's "Open a case". Each is submitted (when it is the administrator's) and rejected by the approver.
 */
async function closeActiveCases(request: APIRequestContext, approver: APIRequestContext, baseURL: string) {
  const listed = await request.get(`${baseURL}/api/cases`);
  expect(listed.status()).toBe(200);
  const { cases } = (await listed.json()) as { cases: CaseAnswer[] };
  for (const left of cases.filter((c) => c.regcode === LOW && ACTIVE.includes(c.state))) {
    if (left.state !== "awaiting-approval")
      await post(request, baseURL, `/api/cases/${left.id}/submit`, { decision: "decline", conclusion: "Left over." });
    await post(approver, baseURL, `/api/cases/${left.id}/reject`, { reason: "Left over by an earlier test run" });
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

const stateOf = (page: Page) => page.locator("header [data-case-state]");

test("an analyst opens, notes and submits a case; four eyes refuse their approval; an approver approves", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const approverContext = await signedIn(browser, baseURL!, APPROVER);
  await closeActiveCases(request, approverContext.request, baseURL!);

  // Opened from the profile, with a purpose of access.
  await page.goto(`/entities/${LOW}`);
  await page.getByRole("button", { name: "Open a case" }).click();
  const form = page.getByRole("form", { name: /^Open a case on / });
  await form.getByLabel("Kind").selectOption({ label: "Onboarding" });
  await form.getByLabel("Purpose of access").fill(`E2E onboarding ${Date.now()}`);
  await form.getByRole("button", { name: "Open the case" }).click();
  await expect(page).toHaveURL(/\/cases\/\d+$/, { timeout: OPENING });
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Case #${id}`);
  await expect(stateOf(page)).toHaveText("Open");
  await expect(page.getByText(/^E2E onboarding/)).toBeVisible();

  // A note: its addresses become links, its markup stays text; the first note puts the case in review.
  const note = `Owners: /entities/${LOW}#ownership, see https://example.lv/policy. <b>not bold</b>`;
  await page.getByLabel("Note", { exact: true }).fill(note);
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("link", { name: `/entities/${LOW}#ownership` })).toHaveAttribute(
    "href",
    `/entities/${LOW}#ownership`,
  );
  await expect(notes.getByRole("link", { name: "https://example.lv/policy" })).toBeVisible();
  await expect(notes.getByText("<b>not bold</b>", { exact: false })).toBeVisible();
  await expect(notes.locator("b")).toHaveCount(0);
  await expect(stateOf(page)).toHaveText("In review");

  // Submitted with a decision.
  const decision = page.getByRole("form", { name: "Submit for approval" });
  await decision.getByRole("radio", { name: "Accept", exact: true }).check();
  await decision.getByLabel("Conclusion").fill("Owners known to the end of the chain; nothing adverse.");
  await decision.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByText("Submitted for approval.")).toBeVisible();
  await expect(stateOf(page)).toHaveText("Awaiting approval");

  // The preparer's own approval: refused on the page, and by the API, on the record.
  const approve = page.getByRole("button", { name: "Approve" });
  await expect(approve).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("You prepared this case, so someone else must sign it off (four eyes).")).toBeVisible();
  const refused = await post(request, baseURL!, `/api/cases/${id}/approve`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    "You prepared this case, so someone else must sign it off (four eyes).",
  );
  const audit = await request.get(`${baseURL}/api/audit?event=case-approval-refused`);
  const { events } = (await audit.json()) as { events: { details: { caseId: number; reason: string } }[] };
  expect(events.find((event) => event.details.caseId === id)?.details.reason).toBe("own_case_approval");
  expect(await seriousViolations(page)).toEqual([]);

  // The approver finds it awaiting them and approves it: approved, with the entity's next review.
  const approverPage = await approverContext.newPage();
  await approverPage.goto(`${baseURL}/cases?view=approval`);
  await approverPage.getByRole("link", { name: `#${id}`, exact: true }).click();
  await approverPage.getByRole("button", { name: "Approve" }).click();
  await expect(approverPage.getByText("Approved.", { exact: true })).toBeVisible();
  await expect(stateOf(approverPage)).toHaveText("Approved");
  await expect(approverPage.locator("[data-next-review]")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(approverPage.locator("[data-approval-count]")).toHaveText("1 of 1 approvals");
  await approverContext.close();

  await page.goto(`/entities/${LOW}`);
  await expect(page.locator("[data-entity-case] [data-next-review]")).toContainText("Next review due");
  await expect(page.getByRole("button", { name: "Open a case" })).toBeVisible();
});

test("a high-risk case stays awaiting approval after one approver and is approved by a second", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Prepared by the demo analyst, so the administrator may be its second approver.
  const analystContext = await signedIn(browser, baseURL!, ANALYST);
  const opened = await post(analystContext.request, baseURL!, "/api/cases", {
    regcode: HIGH,
    kind: "onboarding",
    purpose: `E2E high-risk onboarding ${Date.now()}`,
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id } = (await opened.json()) as { id: number };
  const view = (await (await analystContext.request.get(`${baseURL}/api/cases/${id}`)).json()) as CaseAnswer;
  expect([view.risk?.level, view.approvalsNeeded]).toEqual(["high", 2]);
  const submitted = await post(analystContext.request, baseURL!, `/api/cases/${id}/submit`, {
    decision: "decline",
    conclusion: "The entity is on a sanctions list.",
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await analystContext.close();

  const approverContext = await signedIn(browser, baseURL!, APPROVER);
  const approverPage = await approverContext.newPage();
  await approverPage.goto(`${baseURL}/cases/${id}`);
  await approverPage.getByRole("button", { name: "Approve" }).click();
  await expect(approverPage.getByText("Your approval is recorded; the case awaits another approver.")).toBeVisible();
  await expect(stateOf(approverPage)).toHaveText("Awaiting approval");
  await expect(approverPage.locator("[data-approval-count]")).toHaveText("1 of 2 approvals");
  // Once is all an approver gives: the page now says so.
  await expect(approverPage.getByRole("button", { name: "Approve" })).toHaveAttribute("aria-disabled", "true");
  await approverContext.close();

  await page.goto(`/cases/${id}`);
  await expect(page.locator("[data-risk-level]").first()).toHaveText("High");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved.", { exact: true })).toBeVisible();
  await expect(stateOf(page)).toHaveText("Approved");
  await expect(page.locator("[data-approval-count]")).toHaveText("2 of 2 approvals");
  await expect(page.locator("[data-next-review]")).toBeVisible();
});

test("the case inbox fits a phone and has no serious accessibility violations", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const view of ["mine", "approval", "overdue", "all", "reviews"]) {
    await page.goto(`${baseURL}/cases?view=${view}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cases");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, view).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page), view).toEqual([]);
  }
  await context.close();
});
