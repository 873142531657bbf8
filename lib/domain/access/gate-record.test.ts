import { describe, expect, it } from "vitest";
import { countWithheld } from "@/lib/domain/profile/count-entries";
import { demoRecord } from "@/dev/testing/demo-records";
import { parseLegalRecord } from "@/lib/registry/client/parse-legal-record";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { gateRecord, PURPOSE_REASON, ROLE_REASON, viewerAnswerBytes } from "./gate-record";

function retrieval(): LegalEntityResult {
  const record = demoRecord("amber");
  return {
    record,
    drift: [],
    body: JSON.stringify(record),
    sha256: "ab".repeat(32),
    retrievedAt: "2026-11-23T10:00:00.000Z",
    path: "/x",
    url: "http://registry/x",
  };
}

const names = (text: string) => [...text.matchAll(/"forename":"([^"]+)"/g)].map((m) => m[1]);

describe("gateRecord", () => {
  it("lets a personal-data viewer with a stated purpose see what the registry sent", () => {
    const original = retrieval();
    const gated = gateRecord(original, {
      roles: ["analyst", "personal-data"],
      requirePurpose: true,
      purposeStated: true,
    });
    expect(gated).toEqual({ ...original, redaction: null });
    expect(names(gated.body).length).toBeGreaterThan(0);
  });

  it("withholds every person's identifying details from a viewer without personal-data, keeping the registry hash", () => {
    const original = retrieval();
    const gated = gateRecord(original, { roles: ["analyst"], requirePurpose: false, purposeStated: true });
    expect(gated.redaction).toBe(ROLE_REASON);
    expect(gated.sha256).toBe(original.sha256);
    expect(names(gated.body)).toEqual([]);
    expect(countWithheld(gated.record).total).toBe(countWithheld(demoRecord("amber", "masked")).total);
    expect(countWithheld(gated.record).total).toBeGreaterThan(0);
  });

  it("withholds them from a personal-data viewer until a purpose is stated, when purposes are required", () => {
    const gated = gateRecord(retrieval(), { roles: ["personal-data"], requirePurpose: true, purposeStated: false });
    expect(gated.redaction).toBe(PURPOSE_REASON);
    expect(names(gated.body)).toEqual([]);
    const unrequired = gateRecord(retrieval(), {
      roles: ["personal-data"],
      requirePurpose: false,
      purposeStated: false,
    });
    expect(unrequired.redaction).toBeNull();
  });
});

describe("viewerAnswerBytes", () => {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it("answers a viewer who may see everything with the registry's exact bytes, however often asked", () => {
    const original = retrieval();
    const gated = gateRecord(original, { roles: ["personal-data"], requirePurpose: false, purposeStated: false });
    expect(text(viewerAnswerBytes(gated))).toBe(original.body);
    expect(text(viewerAnswerBytes(gated))).toBe(original.body);
  });

  it("answers each withholding reason with its own note naming the registry's hash, for one cached record", () => {
    const original = retrieval();
    const byRole = gateRecord(original, { roles: ["analyst"], requirePurpose: false, purposeStated: false });
    const byPurpose = gateRecord(original, { roles: ["personal-data"], requirePurpose: true, purposeStated: false });
    const shown = gateRecord(original, { roles: ["personal-data"], requirePurpose: false, purposeStated: false });
    expect(byRole.record).toBe(byPurpose.record);
    for (const [gated, reason] of [
      [byRole, ROLE_REASON],
      [byPurpose, PURPOSE_REASON],
    ] as const) {
      const answer = JSON.parse(text(viewerAnswerBytes(gated)));
      expect(answer.personal_details_withheld).toEqual({ reason, registry_sha256: original.sha256 });
      expect(names(JSON.stringify(answer))).toEqual([]);
    }
    expect(text(viewerAnswerBytes(shown))).toBe(original.body);
  });
});

/** A retrieval of `json` as the registry client makes it: the bytes as sent, the record parsed and repaired. */
function hostileRetrieval(json: Record<string, unknown>, body = JSON.stringify(json)): LegalEntityResult {
  return { ...retrieval(), ...parseLegalRecord(JSON.parse(body)), body };
}

/** The demo record with nobody the check on a parsed record can find: no officers, members or unshown lists. */
function withoutPersons(): Record<string, unknown> {
  const record: Record<string, unknown> = { ...demoRecord("amber") };
  for (const list of ["Officers", "Members", "BeneficialOwners", "Procurations", "Representatives"]) record[list] = [];
  record.CommercialEntityDetails = null;
  return record;
}

const PERSON = { id: 7, forename: "Qxlisted", surname: "Qxperson", personal_code: "030280-12345" };
const OFFICER = { ...demoRecord("amber").Officers[0], natural_person: null, legal_entity_basic: null };
// A viewer without personal-data: the one the gate must not hand the registry's bytes holding a person.
const withheld = { roles: ["analyst"] as const, requirePurpose: false, purposeStated: true };

describe("gateRecord with a registry that sends what the parse repairs or cannot see", () => {
  it("keeps the registry's exact bytes for a viewer without the right when they hold nobody", () => {
    const original = hostileRetrieval(withoutPersons());
    const gated = gateRecord(original, withheld);
    expect(gated.redaction).toBeNull();
    expect(gated.body).toBe(original.body);
  });

  it("never hands such a viewer the bytes of a person the parse repaired away (sent as a list)", () => {
    const original = hostileRetrieval({ ...withoutPersons(), Officers: [{ ...OFFICER, natural_person: [PERSON] }] });
    expect(original.drift).not.toEqual([]);
    const gated = gateRecord(original, withheld);
    expect(gated.redaction).toBe(ROLE_REASON);
    for (const secret of ["Qxlisted", "030280-12345"]) expect(gated.body.includes(secret), secret).toBe(false);
    expect(gated.sha256).toBe(original.sha256);
  });

  it("never hands such a viewer bytes whose repeated key hides a person from the parse", () => {
    const json = { ...withoutPersons(), Officers: [OFFICER] };
    // JSON.parse keeps a repeated key's last value: the person in the first is in the bytes alone.
    const body = JSON.stringify(json).replace('"natural_person":null', `"natural_person":${JSON.stringify(PERSON)},$&`);
    const original = hostileRetrieval(json, body);
    expect(original.drift).toEqual([]);
    const gated = gateRecord(original, withheld);
    expect(gated.redaction).toBe(ROLE_REASON);
    expect(gated.body.includes("Qxlisted")).toBe(false);
  });

  it("withholds a person sent in place of a text field, which the repair would keep as its JSON", () => {
    // A person's `created_at` is kept when masked; sent as an object, the repair makes it that object's JSON.
    const person = { id: 7, forename: "A", surname: "B", created_at: { name: "Qxtext Person" } };
    const original = hostileRetrieval({ ...withoutPersons(), Officers: [{ ...OFFICER, natural_person: person }] });
    expect(original.record.Officers[0].natural_person?.created_at).toContain("Qxtext");
    const gated = gateRecord(original, withheld);
    expect(gated.redaction).toBe(ROLE_REASON);
    expect(gated.body.includes("Qxtext")).toBe(false);
    expect(gated.record.Officers[0].natural_person?.created_at).toBe("");
  });
});
