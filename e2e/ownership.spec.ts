import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNERSHIP_SHOWCASE } from "../dev/demo-registry/dataset";
import { bodsValidator } from "../dev/testing/bods-validator";
import type { Owner, OwnershipDetermination } from "../lib/domain/ownership/ownership-types";
import { baseUrlOf, type ServerName } from "./servers";

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
    expect((await request.get(`${baseUrlOf("personal")}/api/legal-entities/40003510006/ownership`)).status()).toBe(404);
    expect((await request.get(`${baseUrlOf("personal")}/api/legal-entities/12/ownership`)).status()).toBe(400);
  });
});
