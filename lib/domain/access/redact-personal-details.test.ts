import { describe, expect, it } from "vitest";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { allDemoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { isFormer } from "@/lib/domain/profile/history";
import { maskingChanges, personalDetailsAccess, redactPersonalDetails } from "./redact-personal-details";

const person = () => ({
  id: 7,
  created_at: "2020-01-01T00:00:00Z",
  updated_at: "2020-01-01T00:00:00Z",
  forename: "Anna",
  surname: "Bērziņa",
  name: null,
  country: "LV",
  countries: [{ id: 1, country: "LV" }],
  country_of_residence: "LV",
  registered_on: "2019-05-01T00:00:00Z",
  removed_on: null,
  last_modified_at: null,
  is_annulled: null,
});

/** A person's identifying fields as masking leaves them. */
const blank = { forename: null, surname: null, name: null, country: null, country_of_residence: null, countries: [] };

const record = () => ({
  legal_name: "SIA Example",
  Officers: [{ id: 1, natural_person: person(), legal_entity_basic: null, position: "BOARD_MEMBER" }],
  Members: [
    { id: 2, natural_person: null, legal_entity_basic: { id: 3, name: "AS Holder", country: "LV" } },
    { id: 4, natural_person: person(), share_holder_details: { joint_owners: [{ natural_person: person() }] } },
  ],
});

describe("personalDetailsAccess", () => {
  it("maps each demo credential to its access level", () => {
    expect(personalDetailsAccess(demoCredentials.standard)).toBe("hidden");
    expect(personalDetailsAccess(demoCredentials["identity-only"])).toBe("hidden");
    expect(personalDetailsAccess(demoCredentials.unapproved)).toBe("masked");
    expect(personalDetailsAccess(demoCredentials.personal)).toBe("full");
  });
});

describe("redactPersonalDetails", () => {
  it("replaces every natural person with null but keeps the keys when hidden", () => {
    const out = redactPersonalDetails(record(), "hidden");
    expect(out).toEqual({
      legal_name: "SIA Example",
      Officers: [{ id: 1, natural_person: null, legal_entity_basic: null, position: "BOARD_MEMBER" }],
      Members: [
        { id: 2, natural_person: null, legal_entity_basic: { id: 3, name: "AS Holder", country: "LV" } },
        { id: 4, natural_person: null, share_holder_details: { joint_owners: [{ natural_person: null }] } },
      ],
    });
  });

  it("keeps the person but blanks identifying fields when masked", () => {
    const out = redactPersonalDetails(record(), "masked");
    const expected = { ...person(), ...blank };
    expect(out).toMatchObject({
      Officers: [{ natural_person: expected }],
      Members: [
        { legal_entity_basic: { name: "AS Holder", country: "LV" } },
        { natural_person: expected, share_holder_details: { joint_owners: [{ natural_person: expected }] } },
      ],
    });
  });

  it("returns an equal copy with full access", () => {
    const input = record();
    const out = redactPersonalDetails(input, "full");
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });

  it("never mutates the record it is given", () => {
    const input = record();
    const snapshot = structuredClone(input);
    redactPersonalDetails(input, "hidden");
    redactPersonalDetails(input, "masked");
    expect(input).toEqual(snapshot);
  });
});

describe("redactPersonalDetails on what the spec does not show", () => {
  // Shapes a registry may send beyond the spec: a person in an unshown list, identifiers in fields of no name.
  const hostile = () => ({
    legal_name: "SIA Example",
    registry_revision: "2025.2",
    risk_profile: { score: 0.42, band: "medium" },
    Address: { id: 9, street: "Brīvības iela", birth_date: "1980-02-03" },
    Officers: [
      {
        id: 1,
        natural_person: { ...person(), personal_code: "030280-12345", x_nick: "Annija" },
        legal_entity_basic: null,
        position: "BOARD_MEMBER",
        x_contact: "anna@example.lv",
      },
      {
        id: 2,
        natural_person: null,
        legal_entity_basic: { id: 3, name: "AS Holder", registration_number: "40003000001", x_extra: "kept" },
        position: "BOARD_MEMBER",
        x_note: "a legal entity's entry keeps its own fields",
      },
    ],
    Representatives: [{ id: 5, name: "Anna Bērziņa", position: "AUTHORISED", date_from: "2020-01-01T00:00:00Z" }],
    BeneficialOwnershipStatuses: [{ id: 6, type: "DISCLOSED", details: "Owners disclosed" }],
    Signatories: [{ id: 7, first_name: "Anna", last_name: "Bērziņa", role: "SIGNATORY" }],
    Notes: ["Anna Bērziņa", 3],
    remark: "Contact 030280-12345 for details",
  });

  it("rebuilds each person from what is known to be safe, withholding the rest, when masked", () => {
    const out = redactPersonalDetails(hostile(), "masked");
    expect(out).toEqual({
      legal_name: "SIA Example",
      registry_revision: "2025.2",
      risk_profile: { score: 0.42, band: "medium" },
      Address: { id: 9, street: "Brīvības iela" },
      Officers: [
        { id: 1, natural_person: { ...person(), ...blank }, legal_entity_basic: null, position: "BOARD_MEMBER" },
        hostile().Officers[1],
      ],
      Representatives: [{ id: 5, position: "AUTHORISED", date_from: "2020-01-01T00:00:00Z", ...blank }],
      BeneficialOwnershipStatuses: [{ id: 6, type: "DISCLOSED", details: "Owners disclosed" }],
      Signatories: [{ id: 7, role: "SIGNATORY", ...blank }],
      Notes: [null, 3],
      remark: null,
    });
    expect(maskingChanges(hostile())).toBe(true);
    expect(maskingChanges(out)).toBe(false);
  });

  it("keeps when a masked person's entry ended, whichever field its list names the end by", () => {
    const ended = { id: 5, name: "Anna Bērziņa", position: "AUTHORISED", ended_on: "2020-01-01T00:00:00Z" };
    const out = redactPersonalDetails({ Representatives: [ended] }, "masked") as { Representatives: object[] };
    expect(out.Representatives[0]).toMatchObject({ name: null, ended_on: "2020-01-01T00:00:00Z" });
    expect(isFormer(out.Representatives[0], Date.parse("2026-01-01T00:00:00Z"))).toBe(true);
  });

  it("leaves out every person, in whatever shape, when hidden", () => {
    const out = redactPersonalDetails(hostile(), "hidden") as ReturnType<typeof hostile>;
    expect(out.Officers[0].natural_person).toBeNull();
    expect(out.Representatives).toEqual([null]);
    expect(out.Signatories).toEqual([null]);
    expect(JSON.stringify(out)).not.toMatch(/Anna|Bērziņa|030280|1980-02-03/);
  });

  it("says masking changes a record whose only personal detail is a code in a field the spec does not list", () => {
    const base = redactPersonalDetails(record(), "masked") as Record<string, unknown>;
    expect(maskingChanges(base)).toBe(false);
    expect(maskingChanges({ ...base, x_ref: "030280-12345" })).toBe(true);
    expect(maskingChanges({ ...base, Address: { id: 1, date_of_birth: "1980-02-03" } })).toBe(true);
    expect(maskingChanges({ ...base, Procurations: [{ id: 1, surname: "Bērziņa" }] })).toBe(true);
    expect(maskingChanges({ ...base, registry_revision: "2025.2" })).toBe(false);
  });
});

describe("maskingChanges", () => {
  const changesText = (value: unknown) =>
    JSON.stringify(redactPersonalDetails(value, "masked")) !== JSON.stringify(value);

  it("says masking would change a record exactly when masking changes its text, for every demo record at every access level", () => {
    for (const regcode of allDemoRegcodes()) {
      for (const access of ["full", "masked", "hidden"] as const) {
        const value = redactPersonalDetails(findDemoRecord(regcode), access);
        expect(maskingChanges(value), `${regcode} (${access})`).toBe(changesText(value));
      }
    }
  });

  it("finds one identifying field deep in a record, and a person lacking a field the masked copy adds", () => {
    const holding = (naturalPerson: object) => ({
      legal_name: "SIA Example",
      Members: [{ id: 4, share_holder_details: { joint_owners: [{ natural_person: naturalPerson }] } }],
    });
    expect(maskingChanges(redactPersonalDetails(record(), "masked"))).toBe(false);
    expect(maskingChanges(record())).toBe(true);
    expect(maskingChanges(holding({ ...person(), ...blank }))).toBe(false);
    expect(maskingChanges(holding({ ...person(), ...blank, country_of_residence: "LV" }))).toBe(true);
    expect(maskingChanges(holding({ ...person(), ...blank, countries: [{ id: 1, country: "LV" }] }))).toBe(true);
    const { country_of_residence: _lacking, ...withoutResidence } = { ...person(), ...blank };
    expect(maskingChanges(holding(withoutResidence))).toBe(true);
    expect(changesText(holding(withoutResidence))).toBe(true);
  });
});
