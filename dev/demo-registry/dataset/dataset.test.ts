import { describe, expect, it } from "vitest";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { allDemoRegcodes, demoRegcodes, demoShowcase, findDemoRecord, type DemoRecord } from "./index";
import { GENERATED_REGCODES } from "./identities";
import { buildLargeEntity } from "./large-entity";
import { passesCheckDigit } from "@/lib/registry/regcode/check-digit";

type Json = Record<string, unknown>;

// Field lists copied from the spec, independent of the builders.
const SPEC_SCALARS =
  "id created_at updated_at registry_record_id registration_number registration_number_assigned_on status status_details sepa_creditor_id register type legal_name cleaned_short_name registered_on removed_on last_modified_at is_annulled atvk_code sanctions_risk".split(
    " ",
  );
const SPEC_OBJECTS: Record<string, string> = {
  Address: "AddressID",
  Links: "LinksID",
  FormationDetails: "FormationDetailsID",
  ActivitiesDetails: "ActivitiesID",
  CommercialEntityDetails: "CommercialDetailsID",
  ArbitrationCourtDetails: "ArbitrationCourtDetailsID",
  ReligiousEntityDetails: "ReligiousEntityDetailsID",
  PoliticalOrganizationDetails: "PoliticalOrganizationDetailsID",
  PublicAuthorityDetails: "PublicAuthorityDetailsID",
  Sanctions: "SanctionsID",
};
const SPEC_LISTS =
  "SpecialStatuses Reorganizations Liquidations SuspensionsOfActivities ProhibitionsOfActivities Reregistrations PreviousNames PreviousAddresses PreviousLegalForms BranchOf Branches Officers Members BeneficialOwners BeneficialOwnershipStatuses Procurations Representatives SecuringMeasures VariousNotices".split(
    " ",
  );
const NESTED_TYPES: Record<string, string[]> = {
  Address:
    "id created_at updated_at address_register_code postal_code address_incomplete address_complete county city parish village street house_name house_number apartment registered_on".split(
      " ",
    ),
  NaturalPerson:
    "id created_at updated_at forename surname name country countries country_of_residence registered_on removed_on last_modified_at is_annulled".split(
      " ",
    ),
  LegalEntityBasic:
    "id created_at updated_at registration_number external_object_number foreign_registration_number name address country links_id links".split(
      " ",
    ),
  Links:
    "id created_at updated_at self foreign_entity commercial_pledges insolvency annual_reports public_documents restricted_documents mass_media".split(
      " ",
    ),
  LegalAct: "id created_at updated_at legislator_name legislator_number date type".split(" "),
};
const TYPE_OF_KEY: Record<string, string> = {
  natural_person: "NaturalPerson",
  general_manager: "NaturalPerson",
  legal_entity_basic: "LegalEntityBasic",
  Links: "Links",
  links: "Links",
  legal_act: "LegalAct",
  EstablishingAct: "LegalAct",
  Address: "Address",
  address: "Address",
};
/** Fields that are null by meaning on the only kind of item that has them. */
const NULL_BY_DESIGN = new Set([
  "Sanctions.directly_related_sanctions[].sanctions_indirect_id",
  "Sanctions.indirectly_related_sanctions[].sanctions_id",
  "Officers[].rights_of_representation[].procuration_id",
  "Procurations[].rights_of_representation[].officer_id",
]);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DATE_KEY = /(_at|_on|^date|_date|date_from|date_to|_until)$/;

const isObj = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);
const generatedRegcodes: readonly string[] = GENERATED_REGCODES;
// Listed or not: the upstream companies of a structure are showcase records too.
const showcaseRegcodes = allDemoRegcodes().filter((r) => r !== demoRegcodes.large && !generatedRegcodes.includes(r));
const showcaseRecords = showcaseRegcodes.map((regcode) => ({ regcode, record: findDemoRecord(regcode) as Json }));

/** Calls `visit` for every object in the tree with its path (array indices collapsed to []). */
function walk(value: unknown, path: string, visit: (o: Json, path: string, key: string) => void, key = ""): void {
  if (Array.isArray(value)) value.forEach((v) => walk(v, `${path}[]`, visit, key));
  else if (isObj(value)) {
    visit(value, path, key);
    for (const [k, v] of Object.entries(value)) {
      // Shared nested types count as one place wherever they appear.
      const type = isObj(v) || Array.isArray(v) ? TYPE_OF_KEY[k] : undefined;
      walk(v, type ?? (path ? `${path}.${k}` : k), visit, k);
    }
  }
}

function membersOf(record: Json): Json[] {
  return record.Members as Json[];
}

function ownerRegcodes(record: Json): string[] {
  return membersOf(record)
    .map((m) => (m.legal_entity_basic as Json | null)?.registration_number as string)
    .filter(Boolean);
}

describe("demo dataset", () => {
  it("builds identical records on every call", () => {
    for (const regcode of [...showcaseRegcodes, ...generatedRegcodes.slice(0, 30)]) {
      expect(findDemoRecord(regcode)).toEqual(findDemoRecord(regcode));
    }
    expect(buildLargeEntity()).toEqual(buildLargeEntity());
  });

  it("knows 12+ showcase and 200+ generated entities, all with valid numbers matching the record", () => {
    expect(demoShowcase.length).toBeGreaterThanOrEqual(12);
    expect(showcaseRegcodes.length).toBeGreaterThan(demoShowcase.length);
    expect(generatedRegcodes.length).toBeGreaterThanOrEqual(200);
    const all = allDemoRegcodes();
    expect(new Set(all).size).toBe(all.length);
    for (const regcode of all) {
      expect(passesCheckDigit(regcode), regcode).toBe(true);
      expect(regcode.startsWith("99")).toBe(false);
      if (regcode !== demoRegcodes.large) expect(findDemoRecord(regcode)?.registration_number).toBe(regcode);
    }
    expect(findDemoRecord("40003000000")).toBeUndefined();
  });

  it("gives every record every spec field, paired ids and well-formed timestamps", () => {
    const records: DemoRecord[] = [
      ...showcaseRecords.map((s) => s.record),
      ...generatedRegcodes.map((r) => findDemoRecord(r)!),
    ];
    for (const record of records) {
      for (const key of SPEC_SCALARS) expect(record, `${record.registration_number} ${key}`).toHaveProperty(key);
      for (const [key, idKey] of Object.entries(SPEC_OBJECTS)) {
        const obj = record[key];
        expect(record[idKey], `${record.registration_number} ${idKey}`).toBe(isObj(obj) ? obj.id : null);
      }
      for (const key of SPEC_LISTS) expect(Array.isArray(record[key]), key).toBe(true);
      walk(record, "", (o, path, key) => {
        const type = TYPE_OF_KEY[key];
        if (type) expect(Object.keys(o), path).toEqual(expect.arrayContaining(NESTED_TYPES[type]));
        if ("id" in o) expect(Number.isInteger(o.id), path).toBe(true);
        // Redaction finds people by forename/surname, so people may only sit under person keys.
        if ("forename" in o) expect(["natural_person", "general_manager"], path).toContain(key);
        for (const [k, v] of Object.entries(o)) {
          if (DATE_KEY.test(k) && typeof v === "string") expect(v, `${path}.${k}`).toMatch(TIMESTAMP);
          // sepa_creditor_id is text in the spec table despite its name.
          if (/(ID|_id)$/.test(k) && k !== "sepa_creditor_id" && v !== null)
            expect(Number.isInteger(v), `${path}.${k}`).toBe(true);
        }
      });
    }
  });

  it("populates every spec object, list and item field somewhere in the showcase", () => {
    const seen = new Map<string, boolean>();
    for (const { record } of showcaseRecords) {
      walk(record, "", (o, path) => {
        for (const [k, v] of Object.entries(o)) {
          const p = path ? `${path}.${k}` : k;
          const filled = v !== null && !(Array.isArray(v) && v.length === 0);
          seen.set(p, (seen.get(p) ?? false) || filled);
        }
      });
    }
    const neverFilled = [...seen].filter(([p, filled]) => !filled && !NULL_BY_DESIGN.has(p)).map(([p]) => p);
    expect(neverFilled).toEqual([]);
    for (const key of [...Object.keys(SPEC_OBJECTS), ...SPEC_LISTS]) expect(seen.get(key), key).toBe(true);
  });

  it("keeps the sparse record down to its address", () => {
    const sparse = findDemoRecord(demoRegcodes.sparse) as Json;
    for (const key of Object.keys(SPEC_OBJECTS)) expect(sparse[key] === null, key).toBe(key !== "Address");
    for (const key of SPEC_LISTS) expect(sparse[key], key).toEqual([]);
  });

  it("marks the sanctioned entity as high risk with related sanctioned parties", () => {
    const record = findDemoRecord(demoRegcodes.sanctioned) as Json;
    const sanctions = record.Sanctions as Json;
    expect(record.sanctions_risk).toBe("HIGH");
    expect((sanctions.directly_related_sanctions as Json[]).length).toBeGreaterThan(0);
    expect((sanctions.indirectly_related_sanctions as Json[]).length).toBeGreaterThan(0);
  });

  it("resolves the ownership cycle and the three-level chain through the dataset", () => {
    const [a, b, c] = demoRegcodes.cycle;
    const ownerOf = (regcode: string) => ownerRegcodes(findDemoRecord(regcode) as Json);
    expect(ownerOf(a)).toEqual([c]);
    expect(ownerOf(c)).toEqual([b]);
    expect(ownerOf(b)).toEqual([a]);

    const [x, y, z] = demoRegcodes.chain;
    const stake = (regcode: string, owner: string) =>
      membersOf(findDemoRecord(regcode) as Json).find(
        (m) => (m.legal_entity_basic as Json | null)?.registration_number === owner,
      );
    expect((stake(x, y)?.share_holder_details as Json).in_percent).toBe(60);
    expect((stake(y, z)?.share_holder_details as Json).in_percent).toBe(80);
    const top = membersOf(findDemoRecord(z) as Json);
    expect(top).toHaveLength(1);
    expect(top[0].natural_person).not.toBeNull();
    expect((top[0].share_holder_details as Json).in_percent).toBe(100);
    expect(ownerRegcodes(findDemoRecord(x) as Json).length).toBe(2);
  });

  it("lets every domestic related entity be looked up, and marks foreign ones by foreign number", () => {
    const records = [
      ...showcaseRecords.map((s) => s.record),
      ...generatedRegcodes.map((r) => findDemoRecord(r) as Json),
    ];
    let followed = 0;
    for (const record of records) {
      walk(record, "", (o, path, key) => {
        if (key !== "legal_entity_basic") return;
        if (o.registration_number === null) expect(o.foreign_registration_number, path).not.toBeNull();
        else {
          expect(findDemoRecord(o.registration_number as string)?.legal_name, path).toBe(o.name);
          followed++;
        }
      });
    }
    expect(followed).toBeGreaterThan(200);
  });

  it("builds the large entity with thousands of officers, members and dated history items", () => {
    const started = performance.now();
    const large = findDemoRecord(demoRegcodes.large) as Json;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(findDemoRecord(demoRegcodes.large)).toBe(large);
    expect(large.Officers).toHaveLength(2000);
    expect(large.Members).toHaveLength(5000);
    const listItems = SPEC_LISTS.reduce((n, key) => n + (large[key] as Json[]).length, 0);
    const equity = ((large.CommercialEntityDetails as Json).equity_capitals as Json[]).length;
    const resignations = (large.Officers as Json[]).filter((o) => o.resigned_on !== null).length;
    expect(listItems + equity + resignations).toBeGreaterThanOrEqual(10_000);
  });

  it("parses with the app's LegalEntity schema", () => {
    const regcodes = [...showcaseRegcodes, ...generatedRegcodes.slice(0, 20), demoRegcodes.large];
    for (const regcode of regcodes) {
      const result = legalEntitySchema.safeParse(findDemoRecord(regcode));
      expect(result.error?.issues.slice(0, 3), regcode).toBeUndefined();
    }
  });
});
