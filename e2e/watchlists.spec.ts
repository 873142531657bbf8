import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import {
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "../lib/features/alerts/webhook-signature";
import { demoRegcodes, demoShowcase } from "../dev/demo-registry/dataset";
import { DEMO_ADVANCE_PREFIX } from "../dev/demo-registry/server/start-demo-registry";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";
import { overflowingOnPaper } from "./overflowing-on-paper";

// One app with its own demo registry (whose records the tests advance) and a webhook receiver written here.
test.describe.configure({ mode: "serial" });

const SECRET = "a-webhook-secret-for-tests";
const AMBER = demoRegcodes.amber;
const SANCTIONED = demoRegcodes.sanctioned;
let app: AppUnderTest;
let receiver: http.Server;
const received: Array<{ body: string; timestamp: string | null; signature: string | null }> = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === "string" ? value : null;
      };
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        timestamp: header(WEBHOOK_TIMESTAMP_HEADER),
        signature: header(WEBHOOK_SIGNATURE_HEADER),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  app = await startAppUnderTest({
    credential: "personal",
    env: { ALERT_WEBHOOK_URL: `http://127.0.0.1:${port}/alerts`, ALERT_WEBHOOK_SECRET: SECRET, REQUIRE_PURPOSE: "0" },
  });
});
test.afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const advance = async (regcode: string) =>
  expect((await fetch(app.registry.url + DEMO_ADVANCE_PREFIX + regcode, { method: "POST" })).status).toBe(200);

test("watches entities from their profiles, checks them now and raises alerts with the right severities", async ({
  page,
}) => {
  await app.signIn(page.context());
  for (const regcode of [AMBER, SANCTIONED]) {
    await page.goto(`${app.url}/entities/${regcode}`);
    const monitoring = page.getByRole("region", { name: "Monitoring" });
    await expect(monitoring).toContainText("Not watched");
    await monitoring.getByRole("button", { name: "Watch" }).press("Enter");
    await expect(monitoring).toContainText("Watched on My watchlist");
    // The keyboard's focus stays on the button, which now offers the way back.
    await expect(monitoring.getByRole("button", { name: "Unwatch" })).toBeFocused();
  }
  await page.goto(`${app.url}/watchlists`);
  await expect(page.getByRole("heading", { name: "My watchlist" })).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(2);
  // Watched from their profiles, both are named on the list before their first check: name, then number.
  await expect(page.locator("tbody tr td:nth-child(2)")).toHaveText(["Not checked yet", "Not checked yet"]);
  await expect(page.locator("tbody tr td:first-child")).toHaveText([/^\D+ \d{11}$/, /^\D+ \d{11}$/]);

  // The register changes both: a board change with a new majority owner, and a lifted sanction.
  await advance(AMBER);
  await advance(SANCTIONED);
  for (const [regcode, expected] of [
    [AMBER, "1 alert raised (high)"],
    [SANCTIONED, "1 alert raised (medium)"],
  ] as const) {
    await page.goto(`${app.url}/entities/${regcode}`);
    const monitoring = page.getByRole("region", { name: "Monitoring" });
    await monitoring.getByRole("button", { name: "Check now" }).click();
    await expect(monitoring.getByRole("status")).toHaveText(`Checked: the record changed. ${expected}.`);
  }
  await expect(page.getByRole("link", { name: "Alerts: 2 open" })).toBeVisible();

  const api = await (await fetch(`${app.url}/api/alerts?status=open`, { headers: app.headers })).json();
  expect(api.alerts.map((a: { regcode: string; severity: string }) => [a.regcode, a.severity])).toEqual([
    [SANCTIONED, "medium"],
    [AMBER, "high"],
  ]);
  expect(api.alerts[1]).toMatchObject({
    status: "open",
    summary: "Significant: a 50% or larger owner changed. Changed: Officers (1), Members (2), Various notices (1).",
    watchlists: [expect.objectContaining({ name: "My watchlist" })],
    customerIds: [],
  });

  // Checked again with nothing new: no second alert.
  const again = await fetch(`${app.url}/api/watchlist/${AMBER}/check`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url },
  });
  expect(await again.json()).toMatchObject({ outcome: "unchanged", alerts: [] });
});

test("sends every alert to the webhook, signed so the receiver can verify it", async () => {
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
  for (const delivery of received) {
    const verdict = verifyWebhook({ secret: SECRET, ...delivery, nowSeconds: Math.floor(Date.now() / 1000) });
    expect(verdict).toEqual({ ok: true });
    expect(verifyWebhook({ secret: "wrong-secret-of-length", ...delivery, nowSeconds: Date.now() / 1000 }).ok).toBe(
      false,
    );
  }
  const bodies = received.map((d) => JSON.parse(d.body)).sort((a, b) => a.id - b.id);
  const named = (regcode: string) => demoShowcase.find((entry) => entry.regcode === regcode)?.name;
  expect(bodies.map((b) => [b.regcode, b.name, b.severity, b.watchlist.name])).toEqual([
    [AMBER, named(AMBER), "high", "My watchlist"],
    [SANCTIONED, named(SANCTIONED), "medium", "My watchlist"],
  ]);
  // Every list holding the entity (`watchlist` is the first of them), the firm's customer ids, and the effect
  // through the ownership structure (none for a change to the entity's own record).
  expect(bodies[0]).toMatchObject({ watchlists: [bodies[0].watchlist], customerIds: [], effect: null });
  expect(bodies[0].changes).toMatch(new RegExp(`/entities/${AMBER}/changes\\?from=[0-9a-f]{64}&to=[0-9a-f]{64}$`));
});

test("the alerts and watchlists pages print with every column whole, an open alert said to be open", async ({
  page,
}) => {
  await app.signIn(page.context());
  for (const path of ["/alerts", "/watchlists"]) {
    await page.goto(`${app.url}${path}`);
    expect(await overflowingOnPaper(page), path).toEqual([]);
  }
  const printed = async (path: string) => {
    await page.goto(`${app.url}${path}`);
    return execFileSync("pdftotext", ["-layout", "-", "-"], { input: await page.pdf({ format: "A4" }) }).toString();
  };
  // The filter's "Open", then each of the two open alerts, where the screen has the form to acknowledge it.
  const alerts = await printed("/alerts");
  expect(alerts.match(/\bOpen\b/g)).toHaveLength(3);
  // Each alert names the two records it compared, where the screen links to the changes between them.
  expect(alerts).not.toContain("See the changes");
  await page.emulateMedia({ media: "print" });
  const compared = page.getByText(/^\d{11}, records compared, SHA-256: [0-9a-f]{64} → [0-9a-f]{64}$/);
  await expect(compared).toHaveCount(2);
  for (const each of await compared.all()) await expect(each).toBeVisible();
  await page.emulateMedia({ media: null });
  // Paper says who a list is for; the form that changes it is for the screen.
  expect(await printed("/watchlists")).not.toContain("Seen by");
  // On a phone the lists' and alerts' tables scroll in their own box; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/alerts", "/watchlists"]) {
    await page.goto(`${app.url}${path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test("acknowledges an alert with a note, which the audit trail keeps, and links each alert to its changes", async ({
  page,
}) => {
  await app.signIn(page.context());
  await page.goto(`${app.url}/alerts`);
  const row = page.locator("tbody tr", { hasText: AMBER });
  // Each alert names its entity as last checked, beside the number.
  const amberName = demoShowcase.find((entry) => entry.regcode === AMBER)?.name ?? "";
  await expect(row.getByRole("link", { name: amberName, exact: true })).toHaveAttribute("href", `/entities/${AMBER}`);
  await row.getByRole("link", { name: "See the changes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Changes");
  await page.goBack();
  await row.getByPlaceholder("What was done about it").fill("Reviewed the new owner: case 2026-114");
  await row.getByPlaceholder("What was done about it").press("Enter");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  // Said of the alert as the analyst knows it: its entity, when and on which list it was raised, not a number.
  const said = page.getByRole("status").filter({ hasText: /acknowledged\.$/ });
  await expect(said).toHaveText(
    /^Alert on .+, raised \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC on the list “.+”, acknowledged\.$/,
  );
  await expect(said).toContainText(`Alert on ${amberName}, raised`);
  // The keyboard's focus goes on to the alert left open, not back to the top of the page.
  await expect(
    page.locator("tbody tr", { hasText: SANCTIONED }).getByPlaceholder("What was done about it"),
  ).toBeFocused();
  await expect(page.getByRole("link", { name: "Alerts: 1 open" })).toBeVisible();
  await page.getByRole("link", { name: "Acknowledged" }).click();
  await expect(page.locator("tbody tr", { hasText: AMBER })).toContainText("Reviewed the new owner: case 2026-114");
  // The other list does not repeat what was said of the last one.
  await expect(said).toHaveCount(0);

  const audit = await (await fetch(`${app.url}/api/audit?event=alert-acknowledged`, { headers: app.headers })).json();
  expect(audit.events[0].details).toMatchObject({
    regcode: AMBER,
    severity: "high",
    note: "Reviewed the new owner: case 2026-114",
  });
  // A note is required: nothing changes without one.
  const [open] = (await (await fetch(`${app.url}/api/alerts`, { headers: app.headers })).json()).alerts;
  const refused = await fetch(`${app.url}/api/alerts/${open.id}/acknowledge`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url, "content-type": "application/json" },
    body: JSON.stringify({ note: "" }),
  });
  expect(refused.status).toBe(400);
  expect((await (await fetch(`${app.url}/api/alerts`, { headers: app.headers })).json()).alerts).toHaveLength(1);
});

test("unwatches from the profile, and refuses bad input through the API without changing anything", async ({
  page,
}) => {
  const add = (body: unknown) =>
    fetch(`${app.url}/api/watchlist`, {
      method: "POST",
      headers: { ...app.headers, origin: app.url, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await add({ regcode: "123" })).status).toBe(400);
  expect((await add({ regcode: AMBER, list: 9999 })).status).toBe(404);
  expect((await add({ regcode: AMBER })).status).toBe(200);
  const before = await (await fetch(`${app.url}/api/watchlist`, { headers: app.headers })).json();
  expect(before.watchlists[0].entries).toHaveLength(2);

  await app.signIn(page.context());
  await page.goto(`${app.url}/entities/${SANCTIONED}`);
  const monitoring = page.getByRole("region", { name: "Monitoring" });
  await monitoring.getByRole("button", { name: "Unwatch" }).click();
  await expect(monitoring).toContainText("Not watched");
  const gone = await fetch(`${app.url}/api/watchlist/${SANCTIONED}?list=${before.watchlists[0].id}`, {
    method: "DELETE",
    headers: { ...app.headers, origin: app.url },
  });
  expect(gone.status).toBe(404);
  // Without a list it names none, rather than taking the number off every list the user can see.
  const unnamed = await fetch(`${app.url}/api/watchlist/${AMBER}`, {
    method: "DELETE",
    headers: { ...app.headers, origin: app.url },
  });
  expect(unnamed.status).toBe(400);
  const after = await (await fetch(`${app.url}/api/watchlist`, { headers: app.headers })).json();
  expect(after.watchlists[0].entries.map((e: { regcode: string }) => e.regcode)).toEqual([AMBER]);
});

test("a check tells the analyst of the alerts on lists they may see, never of a colleague's private one", async () => {
  const [checker, colleague] = await Promise.all([
    app.addAccount("checking.analyst@example.lv", ["analyst"]),
    app.addAccount("private.colleague@example.lv", ["analyst"]),
  ]);
  for (const account of [checker, colleague]) {
    const watched = await fetch(`${app.url}/api/watchlist`, {
      method: "POST",
      headers: { ...account.headers, origin: app.url, "content-type": "application/json" },
      body: JSON.stringify({ regcode: AMBER }),
    });
    expect(watched.status).toBe(201);
  }
  await advance(AMBER);
  const checked = await fetch(`${app.url}/api/watchlist/${AMBER}/check`, {
    method: "POST",
    headers: { ...checker.headers, origin: app.url },
  });
  const answer = await checked.json();
  expect(answer.outcome).toBe("changed");
  const own = await (await fetch(`${app.url}/api/watchlist`, { headers: checker.headers })).json();
  // One alert for the change, on both lists; the checker is told only of their own.
  expect(answer.alerts).toHaveLength(1);
  expect(answer.alerts[0].watchlists).toEqual(
    own.watchlists.map((list: { id: number; name: string }) => ({ id: list.id, name: list.name })),
  );
  // A number only a colleague's private list holds is, to anyone else, one nobody watches.
  const stranger = await app.addAccount("stranger.analyst@example.lv", ["analyst"]);
  const refused = await fetch(`${app.url}/api/watchlist/${AMBER}/check`, {
    method: "POST",
    headers: { ...stranger.headers, origin: app.url },
  });
  expect(refused.status).toBe(404);
  // The colleague's alert was raised all the same, and is theirs to see.
  const theirs = await (await fetch(`${app.url}/api/alerts?status=open`, { headers: colleague.headers })).json();
  expect(theirs.alerts.map((a: { regcode: string }) => a.regcode)).toEqual([AMBER]);
  // It is the same alert, named on the colleague's list alone.
  expect(theirs.alerts[0].id).toBe(answer.alerts[0].id);
  expect(theirs.alerts[0].watchlists.map((list: { id: number }) => list.id)).not.toContain(
    answer.alerts[0].watchlists[0].id,
  );
});

test("an owner names colleagues to share a list with, and sees them named when the page loads again", async ({
  page,
}) => {
  const [owner, colleague] = await Promise.all([
    app.addAccount("sharing.owner@example.lv", ["analyst"]),
    app.addAccount("named.colleague@example.lv", ["analyst"]),
  ]);
  const watched = await fetch(`${app.url}/api/watchlist`, {
    method: "POST",
    headers: { ...owner.headers, origin: app.url, "content-type": "application/json" },
    body: JSON.stringify({ regcode: SANCTIONED }),
  });
  expect(watched.status).toBe(201);
  await owner.signIn(page.context());
  await page.goto(`${app.url}/watchlists`);
  const form = page.getByRole("form", { name: /^Share/ });
  await form.getByRole("combobox", { name: "Seen by" }).selectOption("named");
  await form.getByRole("textbox", { name: "Emails" }).fill("named.colleague");
  await form.getByRole("button", { name: "Share" }).click();
  // Worded for the person at the form, not for the API's field.
  await expect(form.getByRole("status")).toHaveText(
    "Not an email address: named.colleague. Name each colleague by their email address.",
  );
  // The field is marked wrong, and described by what is wrong with it.
  await expect(form.getByRole("textbox", { name: "Emails" })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("textbox", { name: "Emails" })).toHaveAccessibleDescription(/^Not an email address/);
  await form.getByRole("textbox", { name: "Emails" }).fill("named.colleague@example.lv");
  await form.getByRole("button", { name: "Share" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved.");
  await expect(form.getByRole("textbox", { name: "Emails" })).not.toHaveAttribute("aria-invalid");

  await page.reload();
  await expect(form.getByRole("combobox", { name: "Seen by" })).toHaveValue("named");
  await expect(form.getByRole("textbox", { name: "Emails" })).toHaveValue("named.colleague@example.lv");
  const theirs = await (await fetch(`${app.url}/api/watchlist`, { headers: colleague.headers })).json();
  expect(theirs.watchlists.map((list: { owner: string }) => list.owner)).toContain("sharing.owner@example.lv");
});

test("an analyst makes lists, watches an entity on the one chosen, renames it and deletes it, all in the audit trail", async ({
  page,
}) => {
  const owner = await app.addAccount("lists.owner@example.lv", ["analyst"]);
  await owner.signIn(page.context());
  await page.goto(`${app.url}/watchlists`);
  const status = page.getByRole("status").first();
  const newName = page.getByRole("textbox", { name: "Name of the new list" });
  await newName.fill("Suppliers");
  await page.getByRole("button", { name: "Create the list" }).click();
  await expect(status).toHaveText("List “Suppliers” created.");
  await expect(page.getByRole("heading", { name: "Suppliers" })).toBeVisible();
  await expect(page.getByText("No entities on this list yet")).toBeVisible();
  await newName.fill("Clients");
  await newName.press("Enter");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  // A name already used, in other letters, is refused and makes no list.
  await newName.fill("clients");
  await newName.press("Enter");
  await expect(status).toHaveText("You already have a list named “clients”.");
  await expect(newName).toHaveAttribute("aria-invalid", "true");
  await expect(newName).toHaveAccessibleDescription("You already have a list named “clients”.");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Suppliers", "Clients"]);

  await page.goto(`${app.url}/entities/${AMBER}`);
  const monitoring = page.getByRole("region", { name: "Monitoring" });
  const choice = monitoring.getByRole("combobox", { name: "Watch on" });
  await expect(choice.getByRole("option")).toHaveText(["Suppliers", "Clients"]);
  await choice.selectOption({ label: "Clients" });
  await monitoring.getByRole("button", { name: "Watch" }).click();
  await expect(monitoring).toContainText("Watched on Clients");
  // Once watched, it can be put on a further list; the lists that hold it are not offered.
  const also = monitoring.getByRole("combobox", { name: "Also watch on" });
  await expect(also.getByRole("option")).toHaveText(["Suppliers"]);
  // While it is being added, Check now keeps its name: it is not what is running.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/watchlist", async (route) => {
    await held;
    await route.continue();
  });
  await monitoring.getByRole("button", { name: "Add to list" }).click();
  await expect(monitoring.getByRole("button", { name: "Add to list" })).toHaveAttribute("aria-disabled", "true");
  await expect(monitoring.getByRole("button", { name: "Check now" })).toBeVisible();
  release();
  await expect(monitoring.getByRole("status")).toHaveText("Now also watched on Suppliers.");
  await page.unroute("**/api/watchlist");
  await expect(also).toHaveCount(0);
  // On two lists, Unwatch asks which to take it off, and leaves it on the other.
  await expect(monitoring).toContainText("Watched on Suppliers, Clients");
  await monitoring.getByRole("combobox", { name: "Unwatch from" }).selectOption({ label: "Suppliers" });
  await monitoring.getByRole("button", { name: "Unwatch" }).click();
  await expect(monitoring.getByRole("status")).toHaveText("No longer watched on Suppliers.");
  await expect(monitoring).toContainText("Watched on Clients");
  await expect(monitoring.getByRole("combobox", { name: "Unwatch from" })).toHaveCount(0);
  await expect(also.getByRole("option")).toHaveText(["Suppliers"]);

  await page.goto(`${app.url}/watchlists`);
  const clients = page.getByRole("region", { name: "Clients" });
  await expect(clients.locator("tbody tr")).toHaveCount(1);
  await clients.getByText("Manage Clients").click();
  const rename = clients.getByRole("textbox", { name: "New name of Clients" });
  await rename.fill("suppliers");
  await clients.getByRole("button", { name: "Rename" }).click();
  await expect(status).toHaveText("You already have a list named “suppliers”.");
  await expect(rename).toHaveAttribute("aria-invalid", "true");
  await rename.fill("Key clients");
  await clients.getByRole("button", { name: "Rename" }).click();
  await expect(status).toHaveText("Renamed to “Key clients”.");
  await expect(page.getByRole("textbox", { name: "New name of Key clients" })).not.toHaveAttribute("aria-invalid");
  const renamed = page.getByRole("region", { name: "Key clients" });
  await expect(renamed.locator("tbody tr")).toHaveCount(1);

  // Deleting asks first, saying what goes with the list; Escape keeps it, the focus back on the button.
  // The list's controls stay open across the rename: the list is the same one, under its new name.
  await expect(renamed.getByRole("button", { name: "Delete the list" })).toBeVisible();
  await renamed.getByRole("button", { name: "Delete the list" }).click();
  const question = renamed.getByRole("group", { name: "Delete the list" });
  await expect(question).toContainText("Delete Key clients? Its 1 entity and its alerts go with it.");
  await expect(question.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(renamed.getByRole("button", { name: "Delete the list" })).toBeFocused();
  await renamed.getByRole("button", { name: "Delete the list" }).click();
  await renamed.getByRole("button", { name: "Delete it" }).click();
  await expect(status).toHaveText("List “Key clients” deleted.");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Suppliers"]);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  const lists = await (await fetch(`${app.url}/api/watchlist`, { headers: owner.headers })).json();
  expect(lists.watchlists.map((list: { name: string }) => list.name)).toEqual(["Suppliers"]);

  const trail = await (
    await fetch(`${app.url}/api/audit?user=lists.owner@example.lv`, { headers: app.headers })
  ).json();
  const kinds = trail.events.map((event: { event: string; details: { name?: string } }) => [
    event.event,
    event.details.name ?? null,
  ]);
  expect(kinds.filter(([kind]: [string]) => kind.startsWith("watchlist-")).reverse()).toEqual([
    ["watchlist-create", "Suppliers"],
    ["watchlist-create", "Clients"],
    ["watchlist-add", null],
    ["watchlist-add", null],
    ["watchlist-remove", null],
    ["watchlist-rename", "Key clients"],
    ["watchlist-delete", "Key clients"],
  ]);
});
