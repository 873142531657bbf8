import { describe, expect, it } from "vitest";
import { bodsValidator } from "@/dev/testing/bods-validator";
import {
  type BodsInterest,
  type BodsRelationshipStatement,
  type BodsStatement,
  LV_RE_SCHEME,
  toBods,
} from "./ownership-bods";
import type { OwnershipDetermination, Owner, PathHop, ShareRange } from "./ownership-types";

const validate = bodsValidator();

function schemaErrors(statements: unknown[]): string {
  return validate(statements) ? "" : JSON.stringify(validate.errors, null, 1);
}

const ROOT = "40003000001";
const exact = (value: number): ShareRange => ({ min: value, max: value });
const hop = (regcode: string | null, name: string | null, percent: number | null, extra: Partial<PathHop> = {}) => ({
  regcode,
  name,
  percent,
  basis: percent === null ? undefined : ("percent" as const),
  ...extra,
});
const last = (name: string, regcode = ROOT): PathHop => ({ regcode, name, percent: null });

function owner(fields: Partial<Owner> & Pick<Owner, "key" | "effective" | "paths">): Owner {
  return {
    kind: "person",
    name: fields.withheld ? null : fields.key,
    regcode: null,
    control: null,
    beneficialOwner: "no",
    declared: null,
    ...fields,
  };
}

function determination(fields: Partial<OwnershipDetermination>): OwnershipDetermination {
  return {
    regcode: ROOT,
    name: "Alfa SIA",
    determinedAt: "2026-03-02T09:30:00.000Z",
    rule: { threshold: 25, inclusive: false, source: "date" },
    complete: true,
    owners: [],
    discrepancies: [],
    unresolved: [],
    records: [
      { regcode: ROOT, name: "Alfa SIA", sha256: "a".repeat(64), retrievedAt: "2026-03-02T09:29:58.000Z", depth: 0 },
    ],
    seniorManagingOfficials: [],
    sanctions: { holders: [], aggregate: exact(0), restricted: false },
    complexStructure: { complex: false, layers: 1, conditions: [] },
    loopShare: exact(0),
    ...fields,
  };
}

/** Jānis holds 20% directly and 60% of Beta, which holds 80%: 68% in all, and control by majority. */
const chain = determination({
  records: [
    { regcode: ROOT, name: "Alfa SIA", sha256: "a".repeat(64), retrievedAt: "2026-03-02T09:29:58.000Z", depth: 0 },
    {
      regcode: "40003000002",
      name: "Beta SIA",
      sha256: "b".repeat(64),
      retrievedAt: "2026-03-02T09:29:59.000Z",
      depth: 1,
    },
  ],
  owners: [
    owner({
      key: "Jānis Bērziņš",
      effective: exact(68),
      beneficialOwner: "yes",
      declared: true,
      paths: [
        [hop(null, "Jānis Bērziņš", 20), last("Alfa SIA")],
        [hop(null, "Jānis Bērziņš", 60), hop("40003000002", "Beta SIA", 80), last("Alfa SIA")],
      ],
      control: {
        route: "majority",
        via: [hop(null, "Jānis Bērziņš", 60), hop("40003000002", "Beta SIA", 80), last("Alfa SIA")],
      },
    }),
    owner({
      key: "Anna Kalniņa",
      effective: exact(32),
      beneficialOwner: "yes",
      declared: true,
      paths: [[hop(null, "Anna Kalniņa", 40), hop("40003000002", "Beta SIA", 80), last("Alfa SIA")]],
    }),
  ],
});

/** Līga's share is not stated (0–40%); the 60% holder's details are withheld from this viewer. */
const uncertain = determination({
  complete: false,
  owners: [
    owner({
      key: "Līga Ozola",
      effective: { min: 0, max: 40 },
      beneficialOwner: "cannot-exclude",
      paths: [[hop(null, "Līga Ozola", null, { basis: "unstated", range: { min: 0, max: 40 } }), last("Alfa SIA")]],
    }),
    owner({
      key: "Ilze Liepa",
      withheld: true,
      effective: exact(60),
      beneficialOwner: "yes",
      paths: [[hop(null, null, 60), last("Alfa SIA")]],
    }),
  ],
  unresolved: [{ name: null, regcode: null, reason: "withheld", effective: exact(60) }],
});

/**
 * A Swedish parent holds 50%; Marta holds 60% of Epsilon (40%), which a notice names dominant; 10% is not
 * accounted for; 16% circulates between Epsilon and Zeta.
 */
const foreignAndLoop = determination({
  complete: false,
  owners: [
    owner({
      kind: "entity",
      key: "foreign:Nordic Holdings AB",
      name: "Nordic Holdings AB",
      reason: "foreign",
      effective: exact(50),
      beneficialOwner: "cannot-exclude",
      paths: [[hop(null, "Nordic Holdings AB", 50), last("Alfa SIA")]],
    }),
    owner({
      key: "Marta Kalna",
      effective: exact(24),
      beneficialOwner: "yes",
      paths: [[hop(null, "Marta Kalna", 60), hop("40003000022", "Epsilon SIA", 40), last("Alfa SIA")]],
      control: {
        route: "decisive-influence",
        via: [
          hop(null, "Marta Kalna", 60),
          hop("40003000022", "Epsilon SIA", null, { basis: "decisive-influence" }),
          last("Alfa SIA"),
        ],
      },
    }),
  ],
  unresolved: [
    { name: "Nordic Holdings AB", regcode: null, reason: "foreign", effective: exact(50) },
    { name: "Alfa SIA", regcode: ROOT, reason: "unaccounted", effective: exact(10) },
    { name: null, regcode: "40003000022", reason: "loop", effective: exact(16) },
  ],
  loopShare: exact(16),
});

/** Four members at 25% each under "more than 25%": no beneficial owner, so the board is listed. */
const seniorManagers = determination({
  owners: ["Aivars Lapa", "Baiba Roze", "Dace Egle", "Edgars Vītols"].map((key) =>
    owner({ key, effective: exact(25), paths: [[hop(null, key, 25), last("Alfa SIA")]] }),
  ),
  seniorManagingOfficials: [
    { name: "Kārlis Zariņš", position: "Valdes priekšsēdētājs" },
    { name: null, position: "Valdes loceklis", withheld: true },
  ],
});

const PUBLISHER = { publisher: "Registry Lens" };
const CASES = { chain, uncertain, foreignAndLoop, seniorManagers };

const relationships = (statements: BodsStatement[]) =>
  statements.filter((s): s is BodsRelationshipStatement => s.recordType === "relationship");
const byId = (statements: BodsStatement[], recordId: string) => statements.find((s) => s.recordId === recordId)!;
const personNamed = (statements: BodsStatement[], name: string) =>
  statements.find((s) => s.recordType === "person" && s.recordDetails.names?.[0].fullName === name)!;
/** The primary relationship between a party and the determined entity. */
const primaryOf = (statements: BodsStatement[], recordId: string) =>
  relationships(statements).find(
    (s) =>
      s.recordDetails.interestedParty === recordId &&
      !s.recordDetails.isComponent &&
      s.recordDetails.subject === `${LV_RE_SCHEME}-${ROOT}`,
  )!;
const interest = (statement: BodsRelationshipStatement, type: BodsInterest["type"], directOrIndirect?: string) =>
  statement.recordDetails.interests?.find(
    (i) => i.type === type && (directOrIndirect === undefined || i.directOrIndirect === directOrIndirect),
  );

describe("toBods", () => {
  it.each(Object.entries(CASES))("gives statements valid against the BODS 0.4 schema (%s)", (_, input) => {
    const statements = toBods(input, PUBLISHER);
    expect(statements.length).toBeGreaterThan(2);
    expect(schemaErrors(statements)).toBe("");
  });

  it("is held to the schema: what BODS 0.4 forbids fails", () => {
    const statements = toBods(chain, PUBLISHER);
    const broken = (change: (copy: BodsStatement[]) => void) => {
      const copy = structuredClone(statements);
      change(copy);
      return schemaErrors(copy);
    };
    expect(
      broken((copy) => {
        relationships(copy)[0].recordDetails.interests![0].type = "ownership" as BodsInterest["type"];
      }),
    ).not.toBe("");
    expect(broken((copy) => (copy[0].statementId = "too-short"))).not.toBe("");
    expect(
      broken((copy) => {
        (copy[0].recordDetails as { isComponent?: boolean }).isComponent = undefined;
      }),
    ).not.toBe("");
  });

  it("names the determined entity by its Latvian registration number, and every statement by its publication", () => {
    const statements = toBods(chain, PUBLISHER);
    const [root] = statements;
    expect(root.recordType).toBe("entity");
    expect(root.recordDetails).toMatchObject({
      isComponent: false,
      entityType: { type: "registeredEntity" },
      name: "Alfa SIA",
      jurisdiction: { code: "LV" },
      identifiers: [{ id: ROOT, scheme: "LV-RE" }],
    });
    for (const statement of statements) {
      expect(statement.declarationSubject).toBe(root.recordId);
      expect(statement.publicationDetails).toEqual({
        publicationDate: chain.determinedAt,
        bodsVersion: "0.4",
        publisher: { name: "Registry Lens" },
      });
    }
    const later = toBods(chain, { ...PUBLISHER, publicationDate: "2026-04-01" });
    expect(later.every((s) => s.publicationDetails.publicationDate === "2026-04-01")).toBe(true);
    expect(schemaErrors(later)).toBe("");
  });

  it.each(Object.entries(CASES))(
    "refers only to records stated before, components before their primary (%s)",
    (_, input) => {
      const statements = toBods(input, PUBLISHER);
      const seen = new Map<string, BodsStatement>();
      for (const statement of statements) {
        if (statement.recordType === "relationship") {
          const { subject, interestedParty, componentRecords = [] } = statement.recordDetails;
          expect(seen.get(subject)?.recordType, subject).toBe("entity");
          if (typeof interestedParty === "string") expect(seen.has(interestedParty), interestedParty).toBe(true);
          for (const component of componentRecords) {
            expect(seen.get(component)?.recordDetails.isComponent, component).toBe(true);
          }
        }
        expect(seen.has(statement.recordId), statement.recordId).toBe(false);
        seen.set(statement.recordId, statement);
      }
    },
  );

  it("gives a beneficial owner's effective share, direct and indirect parts, and the chain as components", () => {
    const statements = toBods(chain, PUBLISHER);
    const janis = primaryOf(statements, personNamed(statements, "Jānis Bērziņš").recordId);
    expect(interest(janis, "shareholding", "direct")).toMatchObject({
      share: { exact: 20 },
      beneficialOwnershipOrControl: true,
    });
    expect(interest(janis, "shareholding", "indirect")).toMatchObject({
      share: { exact: 48 },
      beneficialOwnershipOrControl: true,
    });
    expect(interest(janis, "votingRights", "indirect")?.beneficialOwnershipOrControl).toBe(true);

    const anna = primaryOf(statements, personNamed(statements, "Anna Kalniņa").recordId);
    expect(anna.recordDetails.interests).toEqual([
      expect.objectContaining({ type: "shareholding", directOrIndirect: "indirect", share: { exact: 32 } }),
    ]);

    const beta = statements.find((s) => s.recordType === "entity" && s.recordDetails.name === "Beta SIA")!;
    expect(beta.recordDetails).toMatchObject({
      isComponent: true,
      identifiers: [{ id: "40003000002", scheme: "LV-RE" }],
    });
    expect(anna.recordDetails.componentRecords).toContain(beta.recordId);
    // Beta's 80% of Alfa, as a direct holding of the register, among both owners' components.
    const betaHolding = relationships(statements).find((s) => s.recordDetails.interestedParty === beta.recordId)!;
    expect(betaHolding.recordDetails.interests).toEqual([
      expect.objectContaining({ type: "shareholding", directOrIndirect: "direct", share: { exact: 80 } }),
    ]);
    expect(janis.recordDetails.componentRecords).toContain(betaHolding.recordId);
    expect(anna.recordDetails.componentRecords).toContain(betaHolding.recordId);
    expect(betaHolding.source.retrievedAt).toBe("2026-03-02T09:29:58.000Z");
  });

  it("gives a range where the share is uncertain, and does not call the owner one either way", () => {
    const statements = toBods(uncertain, PUBLISHER);
    const liga = primaryOf(statements, personNamed(statements, "Līga Ozola").recordId);
    const holding = interest(liga, "shareholding")!;
    expect(holding.share).toEqual({ minimum: 0, maximum: 40 });
    expect(holding).not.toHaveProperty("beneficialOwnershipOrControl");
    expect(holding.details).toMatch(/cannot be excluded/i);
  });

  it("states a withheld person as anonymous, with no name anywhere, and counts their share once", () => {
    const statements = toBods(uncertain, PUBLISHER);
    const anonymous = statements.filter(
      (s) => s.recordType === "person" && s.recordDetails.personType === "anonymousPerson",
    );
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0].recordDetails).not.toHaveProperty("names");
    expect(anonymous[0].recordDetails).toMatchObject({
      unspecifiedPersonDetails: { reason: "informationUnknownToPublisher" },
    });
    expect(JSON.stringify(statements)).not.toMatch(/ilze|liepa/i);
    const primary = primaryOf(statements, anonymous[0].recordId);
    expect(interest(primary, "shareholding", "direct")).toMatchObject({
      share: { exact: 60 },
      beneficialOwnershipOrControl: true,
    });
    const sixty = relationships(statements).filter((s) =>
      s.recordDetails.interests?.some((i) => i.share?.exact === 60),
    );
    expect(sixty).toEqual([primary]);
  });

  it("says where a chain stops: owners of a foreign parent, unaccounted shares, the loop share", () => {
    const statements = toBods(foreignAndLoop, PUBLISHER);
    const nordic = statements.find((s) => s.recordType === "entity" && s.recordDetails.name === "Nordic Holdings AB")!;
    expect(nordic.recordDetails).not.toHaveProperty("identifiers");
    expect(nordic.recordDetails).not.toHaveProperty("jurisdiction");
    expect(interest(primaryOf(statements, nordic.recordId), "shareholding", "direct")).toMatchObject({
      share: { exact: 50 },
      beneficialOwnershipOrControl: false,
    });
    const behindNordic = relationships(statements).filter((s) => s.recordDetails.subject === nordic.recordId);
    expect(behindNordic.map((s) => s.recordDetails.interestedParty)).toEqual([
      expect.objectContaining({ reason: "informationUnknownToPublisher" }),
    ]);

    const unspecified = relationships(statements).filter(
      (s) =>
        typeof s.recordDetails.interestedParty === "object" && s.recordDetails.subject === `${LV_RE_SCHEME}-${ROOT}`,
    );
    expect(unspecified.map((s) => [s.recordDetails.interestedParty, s.recordDetails.interests?.[0].share])).toEqual([
      [
        expect.objectContaining({ reason: "unknown", description: expect.stringMatching(/do not add up/) }),
        { exact: 10 },
      ],
      [expect.objectContaining({ reason: "unknown", description: expect.stringMatching(/loop/) }), { exact: 16 }],
    ]);
  });

  it("states control by decisive influence, through the company a notice names", () => {
    const statements = toBods(foreignAndLoop, PUBLISHER);
    const marta = primaryOf(statements, personNamed(statements, "Marta Kalna").recordId);
    expect(interest(marta, "otherInfluenceOrControl", "indirect")?.beneficialOwnershipOrControl).toBe(true);
    expect(interest(marta, "shareholding", "indirect")?.share).toEqual({ exact: 24 });
    const epsilon = statements.find((s) => s.recordType === "entity" && s.recordDetails.name === "Epsilon SIA")!;
    const epsilonInAlfa = relationships(statements).find((s) => s.recordDetails.interestedParty === epsilon.recordId)!;
    expect(epsilonInAlfa.recordDetails.interests?.map((i) => i.type)).toEqual([
      "shareholding",
      "otherInfluenceOrControl",
    ]);
  });

  it("says there is no beneficial owner and lists the senior managing officials, a withheld one without name", () => {
    const statements = toBods(seniorManagers, PUBLISHER);
    const none = relationships(statements).filter(
      (s) =>
        typeof s.recordDetails.interestedParty === "object" &&
        s.recordDetails.interestedParty.reason === "noBeneficialOwners",
    );
    expect(none).toHaveLength(1);
    for (const name of ["Aivars Lapa", "Baiba Roze", "Dace Egle", "Edgars Vītols"]) {
      const primary = primaryOf(statements, personNamed(statements, name).recordId);
      expect(interest(primary, "shareholding", "direct")).toMatchObject({
        share: { exact: 25 },
        beneficialOwnershipOrControl: false,
      });
    }
    const officials = relationships(statements).filter((s) => interest(s, "seniorManagingOfficial"));
    expect(officials).toHaveLength(2);
    const [chair, member] = officials.map((s) => byId(statements, s.recordDetails.interestedParty as string));
    expect(chair.recordDetails).toMatchObject({ personType: "knownPerson", names: [{ fullName: "Kārlis Zariņš" }] });
    expect(member.recordDetails).toMatchObject({ personType: "anonymousPerson" });
    expect(member.recordDetails).not.toHaveProperty("names");
    expect(interest(officials[0], "seniorManagingOfficial")?.details).toMatch(/Valdes priekšsēdētājs/);
  });

  it("does not say there is no beneficial owner where one qualifies or one cannot be excluded", () => {
    for (const input of [chain, uncertain, foreignAndLoop]) {
      const reasons = relationships(toBods(input, PUBLISHER)).map((s) => s.recordDetails.interestedParty);
      expect(reasons).not.toContainEqual(expect.objectContaining({ reason: "noBeneficialOwners" }));
    }
  });

  it("gives the same statements, ids included, for the same determination; a changed share changes its statement", () => {
    const first = toBods(chain, PUBLISHER);
    expect(toBods(structuredClone(chain), PUBLISHER)).toEqual(first);
    expect(new Set(first.map((s) => s.statementId)).size).toBe(first.length);

    const changed = structuredClone(chain);
    changed.owners[1].effective = exact(30);
    const second = toBods(changed, PUBLISHER);
    expect(second.map((s) => s.recordId)).toEqual(first.map((s) => s.recordId));
    const differing = first.filter((s, at) => s.statementId !== second[at].statementId).map((s) => s.recordId);
    const anna = primaryOf(first, personNamed(first, "Anna Kalniņa").recordId);
    expect(differing).toEqual([anna.recordId]);
  });
});
