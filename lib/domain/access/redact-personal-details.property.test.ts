import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { demoRecord } from "@/dev/testing/demo-records";
import { gateRecord, holdsPersonalDetails, ROLE_REASON, viewerAnswerBytes } from "./gate-record";

// A hostile or changed registry: people in places and shapes the spec does not show. Whatever identifies them
// must never reach a viewer without the personal-data role; what is known to be safe must.

const letters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: min, maxLength: max });
/** Names no demo record holds, so finding one in an answer can only mean it leaked. */
const nameToken = letters(6, 10).map((s) => `Qx${s}`);
const two = (n: number) => String(n).padStart(2, "0");
const personalCode = fc
  .tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }))
  .chain(([d, m, y]) =>
    fc.integer({ min: 0, max: 99_999 }).map((n) => `${two(d)}${two(m)}${two(y)}-${String(n).padStart(5, "0")}`),
  );
// A date the record itself holds (amber was established on 2004-02-20) is no leak when it shows.
const recordText = JSON.stringify(demoRecord("amber"));
const birthDate = fc
  .tuple(fc.integer({ min: 1930, max: 2005 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${two(m)}-${two(d)}`)
  .filter((date) => !recordText.includes(date));

/** A person the way some registry might send one: some field that says so, and whatever else. */
interface Person {
  value: Record<string, unknown>;
  secrets: string[];
}

/** Fields a registry might add, under names the gate does not know: never one it allow-lists. */
const extraKey = letters(2, 10).map((s) => `x_${s}`);
const secretValue = fc.oneof(nameToken, personalCode, birthDate);

const personArb: fc.Arbitrary<Person> = fc
  .record({
    forename: nameToken,
    surname: nameToken,
    code: personalCode,
    birth: birthDate,
    marker: fc.constantFrom(
      "forename-surname",
      "first-last",
      "personal_code",
      "birth_date",
      "date_of_birth",
      "type",
      "kind",
      "name",
    ),
    extras: fc.array(fc.tuple(extraKey, secretValue), { maxLength: 4 }),
    role: fc.constantFrom("BOARD_MEMBER", "PROCURATOR", "REPRESENTATIVE"),
    share: fc.integer({ min: 1, max: 100 }),
  })
  .map(({ forename, surname, code, birth, marker, extras, role, share }) => {
    const value: Record<string, unknown> = { id: 424_242, role, share, date_from: "2020-01-01T00:00:00Z" };
    const secrets = [forename, surname, code, birth, ...extras.map(([, v]) => v)];
    if (marker === "forename-surname") Object.assign(value, { forename, surname });
    if (marker === "first-last") Object.assign(value, { first_name: forename, last_name: surname });
    if (marker === "personal_code") Object.assign(value, { personal_code: code, full_name: `${forename} ${surname}` });
    if (marker === "birth_date" || marker === "date_of_birth")
      Object.assign(value, { [marker]: birth, name: forename });
    if (marker === "type") Object.assign(value, { type: "NATURAL_PERSON", holder: `${forename} ${surname}` });
    if (marker === "kind") Object.assign(value, { kind: "individual", label: `${surname}, ${forename}` });
    if (marker === "name") Object.assign(value, { name: `${forename} ${surname}`, id_code: code });
    for (const [key, secret] of extras) value[key] = secret;
    return { value, secrets };
  });

/** Where a person lands in the record. */
const placement = fc.oneof(
  fc.record({ at: fc.constant("unknown-list" as const), list: letters(3, 10).map((s) => `X${s}s`) }),
  fc.record({ at: fc.constantFrom("Representatives" as const, "Procurations" as const, "BeneficialOwners" as const) }),
  fc.record({ at: fc.constant("entry-of-unknown-list" as const), list: letters(3, 10).map((s) => `X${s}s`) }),
  fc.record({ at: fc.constant("field-of-officer" as const), key: extraKey }),
  fc.record({ at: fc.constant("field-of-address" as const), key: extraKey }),
  fc.record({ at: fc.constant("extras-of-natural-person" as const) }),
  fc.record({ at: fc.constant("extras-of-officer-entry" as const) }),
  fc.record({ at: fc.constant("code-in-unknown-field" as const), key: extraKey }),
);

type Placement = typeof placement extends fc.Arbitrary<infer P> ? P : never;

function place(record: Record<string, unknown>, person: Person, where: Placement) {
  const personOfficer = (record.Officers as Record<string, unknown>[]).find((o) => o.natural_person !== null)!;
  switch (where.at) {
    case "unknown-list":
      record[where.list] = [person.value];
      return;
    case "Representatives":
    case "Procurations":
    case "BeneficialOwners":
      record[where.at] = [...(record[where.at] as unknown[]), person.value];
      return;
    case "entry-of-unknown-list":
      record[where.list] = [{ id: 5, natural_person: person.value, ...extrasOf(person) }];
      return;
    case "field-of-officer":
      personOfficer[where.key] = person.value;
      return;
    case "field-of-address":
      (record.Address as Record<string, unknown>)[where.key] = person.value;
      return;
    case "extras-of-natural-person":
      Object.assign(personOfficer.natural_person as object, extrasOf(person), { personal_code: person.secrets[2] });
      return;
    case "extras-of-officer-entry":
      Object.assign(personOfficer, extrasOf(person), { birth_date: person.secrets[3] });
      return;
    case "code-in-unknown-field":
      // Only the pattern tells here: a personal code under a name that says nothing.
      record[where.key] = `see ${person.secrets[2]}`;
      (record.Address as Record<string, unknown>)[where.key] = person.secrets[2];
      person.secrets.splice(0, person.secrets.length, person.secrets[2]);
      return;
  }
}

/** The person's identifying values as loose fields of whatever holds them. */
function extrasOf(person: Person): Record<string, unknown> {
  return Object.fromEntries(person.secrets.map((secret, i) => [`x_leak${i}`, secret]));
}

function retrieval(record: Record<string, unknown>): LegalEntityResult {
  return {
    record: record as LegalEntityResult["record"],
    drift: [],
    body: JSON.stringify(record),
    sha256: "ab".repeat(32),
    retrievedAt: "2026-11-23T10:00:00.000Z",
    path: "/x",
    url: "http://registry/x",
  };
}

const analyst = { roles: ["analyst"] as const, requirePurpose: false, purposeStated: true };

describe("the personal-data gate (properties)", () => {
  it("lets no name, personal code or birth date of a person the spec does not describe reach a viewer without the role, and says so", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(personArb, placement), { minLength: 1, maxLength: 3 }), (people) => {
        const record = structuredClone(demoRecord("amber")) as Record<string, unknown>;
        for (const [person, where] of people) place(record, person, where);
        const gated = gateRecord(retrieval(record), { ...analyst, roles: [...analyst.roles] });
        const answer = new TextDecoder().decode(viewerAnswerBytes(gated));
        for (const [person] of people)
          for (const secret of person.secrets) expect(answer, `${secret} leaked`).not.toContain(secret);
        expect(gated.redaction).toBe(ROLE_REASON);
        expect(holdsPersonalDetails(record as LegalEntityResult["record"])).toBe(true);
        expect(JSON.parse(answer).personal_details_withheld.reason).toBe(ROLE_REASON);
        // What is known to be safe stays: the entity, its legal-entity members, each person's role and share.
        expect(gated.record.legal_name).toBe(record.legal_name);
        const entityMembers = (r: { Members: { legal_entity_basic: unknown }[] }) =>
          JSON.stringify(r.Members.map((m) => m.legal_entity_basic));
        expect(entityMembers(gated.record)).toBe(entityMembers(record as never));
        for (const [person, where] of people) {
          if (where.at === "unknown-list" || where.at === "Representatives") {
            const list = gated.record[where.at === "unknown-list" ? where.list : where.at] as unknown[];
            expect(list).toContainEqual(
              expect.objectContaining({ id: 424_242, role: person.value.role, share: person.value.share }),
            );
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
