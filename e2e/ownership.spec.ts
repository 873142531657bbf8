import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNERSHIP_SHOWCASE } from "../dev/demo-registry/dataset";
import { bodsValidator } from "../dev/testing/bods-validator";
import type { Owner, OwnershipDetermination } from "../lib/domain/ownership/ownership-types";
import { expectDocumented } from "./contract";
import { baseUrlOf, STORAGE_STATE, type ServerName } from "./servers";

/** The determination as the API gives it once ready: 202 with progress first, for a structure not yet read. */
async function determination(
  request: APIRequestContext,
  server: ServerName,
  regcode: string,
  suffix = "ownership",
): Promise<unknown> {
  const url = `${baseUrlOf(server)}/api/legal-entities/${regcode}/${suffix}`;
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await request.get(url);
    // The 202s as the 200: what the published API description says they are.
    await expectDocumented(request, "GET", response);
    if (response.status() === 200) return response.json();
    expect(response.status(), await response.text()).toBe(202);
    expect(response.headers()["retry-after"]).toBe("1");
    expect((await response.json()).progress).toEqual(
      expect.objectContaining({ recordsRead: expect.any(Number), queued: expect.any(Number) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no determination of ${regcode} within a minute`);
}

const ownerNamed = (d: OwnershipDetermination, name: string): Owner | undefined =>
  d.owners.find((o) => o.name === name);

test.describe("ownership API", () => {
  test("a four-layer chain: the top person holds 26% and is the declared beneficial owner", async ({ request }) => {
    const d = (await determination(request, "personal", OWNERSHIP_SHOWCASE.fourLayer)) as OwnershipDetermination;
    expect(d.regcode).toBe(OWNERSHIP_SHOWCASE.fourLayer);
    expect(d.records).toHaveLength(4);
    for (const record of d.records) expect(record.sha256).toMatch(/^[0-9a-f]{64}$/);
    const top = ownerNamed(d, "Pēteris Demkalns");
    expect(top?.effective.min).toBeCloseTo(26, 2);
    expect(top?.effective.max).toBeCloseTo(26, 2);
    expect(top?.beneficialOwner).toBe("yes");
    expect(top?.declared).toBe(true);
    // person → C → B → A → the entity
    expect(top?.paths[0]).toHaveLength(5);
    expect(top?.paths[0].at(-1)?.regcode).toBe(OWNERSHIP_SHOWCASE.fourLayer);
  });

  test("a diamond adds two 15% paths past the threshold", async ({ request }) => {
    const d = (await determination(request, "personal", OWNERSHIP_SHOWCASE.diamond)) as OwnershipDetermination;
    const owner = ownerNamed(d, "Dainis Demkrasts");
    expect(owner?.effective.min).toBeCloseTo(30, 2);
    expect(owner?.paths).toHaveLength(2);
    expect(owner?.beneficialOwner).toBe("yes");
  });

  test("the register's declaration is checked: undeclared and unreachable owners are findings", async ({ request }) => {
    const undeclared = (await determination(
      request,
      "personal",
      OWNERSHIP_SHOWCASE.undeclared,
    )) as OwnershipDetermination;
    expect(undeclared.discrepancies).toContainEqual(
      expect.objectContaining({ kind: "undeclared", name: "Artūrs Demmālnieks" }),
    );
    const unreachable = (await determination(
      request,
      "personal",
      OWNERSHIP_SHOWCASE.declaredUnreachable,
    )) as OwnershipDetermination;
    expect(unreachable.discrepancies).toContainEqual(
      expect.objectContaining({ kind: "declared-unreachable", name: "Normunds Demgaiss" }),
    );
  });

  test("a foreign parent is unresolved, and someone behind it cannot be excluded", async ({ request }) => {
    const d = (await determination(request, "personal", OWNERSHIP_SHOWCASE.foreignParent)) as OwnershipDetermination;
    expect(d.complete).toBe(false);
    const foreign = d.unresolved.find((u) => u.reason === "foreign");
    expect(foreign?.effective.max).toBeCloseTo(40, 2);
    expect(d.owners.find((o) => o.reason === "foreign")?.beneficialOwner).toBe("cannot-exclude");
  });

  test("two sanctioned holders together hold 50%", async ({ request }) => {
    const d = (await determination(request, "personal", OWNERSHIP_SHOWCASE.sanctionedPair)) as OwnershipDetermination;
    expect(d.sanctions.holders).toHaveLength(2);
    expect(d.sanctions.aggregate.min).toBeCloseTo(50, 2);
    expect(d.sanctions.restricted).toBe(true);
  });

  test("without the personal-details scope the people are withheld, their shares are not", async ({ request }) => {
    const d = (await determination(request, "standard", OWNERSHIP_SHOWCASE.fourLayer)) as OwnershipDetermination;
    const persons = d.owners.filter((o) => o.kind === "person");
    expect(persons.length).toBeGreaterThan(0);
    for (const person of persons) {
      expect(person.name).toBeNull();
      expect(person.withheld).toBe(true);
    }
    expect(persons.some((p) => Math.abs(p.effective.max - 26) < 0.005)).toBe(true);
    expect(JSON.stringify(d)).not.toContain("Demkalns");
  });

  test("the BODS export is valid BODS 0.4 and names the beneficial owner's indirect share", async ({ request }) => {
    const statements = (await determination(
      request,
      "personal",
      OWNERSHIP_SHOWCASE.fourLayer,
      "ownership.bods.json",
    )) as Record<string, unknown>[];
    const validate = bodsValidator();
    expect(validate(statements), JSON.stringify(validate.errors)).toBe(true);
    expect(JSON.stringify(statements)).toContain("Pēteris Demkalns");
    const indirect = statements.filter(
      (s) =>
        s.recordType === "relationship" &&
        JSON.stringify(s).includes('"directOrIndirect":"indirect"') &&
        JSON.stringify(s).includes('"beneficialOwnershipOrControl":true'),
    );
    expect(indirect.length).toBeGreaterThan(0);
  });

  test("a number the registry does not know answers 404, a malformed one 400", async ({ request }) => {
    const unknown = await request.get(`${baseUrlOf("personal")}/api/legal-entities/40003510006/ownership`);
    const malformed = await request.get(`${baseUrlOf("personal")}/api/legal-entities/12/ownership`);
    expect([unknown.status(), malformed.status()]).toEqual([404, 400]);
    for (const refusal of [unknown, malformed]) await expectDocumented(request, "GET", refusal);
  });
});

test.describe("ownership panel", () => {
  test("the profile shows the beneficial owner, the chain linked to its records, and the register check", async ({
    page,
  }) => {
    await page.goto(`${baseUrlOf("personal")}/entities/${OWNERSHIP_SHOWCASE.fourLayer}`);
    const panel = page.locator("#ownership");
    await expect(panel.getByRole("heading", { name: "Ownership and control" })).toBeVisible();
    const owners = panel.getByRole("table", { name: /^Beneficial owners/ });
    await expect(owners).toContainText("Pēteris Demkalns", { timeout: 60_000 });
    await expect(owners).toContainText("26.00%");
    // Each registered entity on the chain links to the stored retrieval its share was read from.
    const hop = owners.locator(`a[href*="/entities/"][href*="/snapshots/"]`).first();
    await expect(hop).toBeVisible();
    const stored = await page.request.get(`${baseUrlOf("personal")}${await hop.getAttribute("href")}`);
    expect(stored.status()).toBe(200);
    await expect(panel).toContainText("The beneficial owners declared in the register agree with the determination.");
  });

  test("an undeclared owner is a key finding and a finding of the panel, in Latvian too", async ({ page, browser }) => {
    await page.goto(`${baseUrlOf("personal")}/entities/${OWNERSHIP_SHOWCASE.undeclared}`);
    const finding = page.locator('[data-finding="ownership-mismatch"]');
    await expect(finding).toContainText("Beneficial owners differ from the register's declaration", {
      timeout: 60_000,
    });
    await expect(page.locator("#ownership")).toContainText(
      "Artūrs Demmālnieks qualifies as a beneficial owner by the determination, but the register does not declare them.",
    );
    const latvian = await browser.newContext({ storageState: STORAGE_STATE, locale: "lv-LV" });
    const lv = await latvian.newPage();
    await lv.goto(`${baseUrlOf("personal")}/entities/${OWNERSHIP_SHOWCASE.undeclared}`);
    await expect(lv.locator('[data-finding="ownership-mismatch"]')).toContainText(
      "Patiesie labuma guvēji atšķiras no reģistrā deklarētajiem",
      { timeout: 60_000 },
    );
    await expect(lv.locator("#ownership").getByRole("heading", { level: 2 })).toHaveText("Īpašumtiesības un kontrole");
    await latvian.close();
  });

  test("without personal details the panel withholds names and keeps the shares", async ({ page }) => {
    await page.goto(`/entities/${OWNERSHIP_SHOWCASE.diamond}`);
    const panel = page.locator("#ownership");
    await expect(panel).toContainText("Personal details withheld", { timeout: 60_000 });
    await expect(panel).toContainText("15.00%");
    await expect(panel).not.toContainText("Dainis");
  });

  test("the graph draws the whole ownership chain in one step", async ({ page }) => {
    await page.goto(`${baseUrlOf("personal")}/entities/${OWNERSHIP_SHOWCASE.deepChain}`);
    const graph = page.locator("#relationships");
    await graph.scrollIntoViewIfNeeded();
    await expect(graph.locator("[data-ready]")).toHaveCount(1, { timeout: 60_000 });
    await graph.getByRole("button", { name: "Show the ownership chain" }).click();
    await expect(graph.getByRole("status").filter({ hasText: "records added to the graph" })).toBeVisible({
      timeout: 60_000,
    });
    // Six companies above the entity, every one drawn.
    await expect(graph.locator('[data-node-id^="entity:"]')).toHaveCount(7);
  });

  test("the report prints the determination, its method and every record's SHA-256", async ({ page, request }) => {
    const d = (await determination(request, "personal", OWNERSHIP_SHOWCASE.fourLayer)) as OwnershipDetermination;
    await page.goto(`${baseUrlOf("personal")}/entities/${OWNERSHIP_SHOWCASE.fourLayer}/report`);
    const section = page.locator("#ownership");
    await expect(section).toContainText("Pēteris Demkalns");
    await expect(section).toContainText("Method");
    for (const record of d.records) await expect(section).toContainText(record.sha256);
  });

  test("the server-made PDF carries the determination and every record's SHA-256", async ({ request }, testInfo) => {
    const d = (await determination(request, "personal", OWNERSHIP_SHOWCASE.diamond)) as OwnershipDetermination;
    const response = await request.get(`${baseUrlOf("personal")}/entities/${OWNERSHIP_SHOWCASE.diamond}/report.pdf`, {
      timeout: 120_000,
    });
    expect(response.status()).toBe(200);
    const file = testInfo.outputPath("ownership.pdf");
    writeFileSync(file, await response.body());
    // Lines break anywhere in a long hash: compare with every space taken out.
    const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      "",
    );
    expect(text).toContain("Ownershipandcontrol");
    expect(text).toContain("DainisDemkrasts");
    for (const record of d.records) expect(text).toContain(record.sha256);
  });
});
