import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails, type PersonalDetailsAccess } from "@/lib/domain/access/redact-personal-details";
import { countWithheld } from "@/lib/domain/profile/count-entries";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { recordChanges } from "./record-changes";
import { compareRecords } from "./withheld-differences";

// What the registry answers each kind of credential (lib/domain/access/redact-personal-details.ts): "hidden"
// without the personal-details scope, "masked" for an unapproved account (and the app's gate), "full" otherwise.
const record = (regcode: string, access: PersonalDetailsAccess, version = 0) =>
  legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(regcode, version), access));
const amber = (access: PersonalDetailsAccess, version = 0) => record(demoRegcodes.amber, access, version);
const summaries = (comparison: ReturnType<typeof compareRecords>) => comparison.changes.map((c) => c.summary);

describe("changes with the credential's part set aside", () => {
  it("finds no register change where two answers differ only in the persons one credential was shown", () => {
    const withheld = countWithheld(amber("hidden")).total;
    expect(withheld).toBe(18);
    // What the comparison listed before: a "changed" entry for every person.
    expect(recordChanges(amber("hidden"), amber("full"), "en")).toHaveLength(15);
    for (const [before, after] of [
      ["hidden", "full"],
      ["full", "hidden"],
      ["masked", "full"],
      ["full", "masked"],
    ] as const) {
      expect(compareRecords(amber(before), amber(after), "en")).toMatchObject({
        changes: [],
        credentialDifferences: 18,
      });
    }
  });

  it("counts a field the gate withheld from a person as the credential's, not as a register change", () => {
    // A registry field the spec does not list: the gate's allow-list leaves it out of the masked person.
    const shown = amber("full");
    const person = shown.Officers.find((o) => o.natural_person)!.natural_person!;
    Object.assign(person, { personal_code: "030280-12345" });
    const masked = legalEntitySchema.parse(redactPersonalDetails(shown, "masked"));
    expect(JSON.stringify(masked)).not.toContain("030280-12345");
    expect(compareRecords(masked, shown, "en")).toMatchObject({ changes: [], credentialDifferences: 18 });
  });

  it("recognises a person field withheld beside its id (a school's general manager) as well as parties", () => {
    const authority = (access: PersonalDetailsAccess) => record(demoRegcodes.authority, access);
    expect(recordChanges(authority("hidden"), authority("full"), "en").map((c) => c.path)).toContain(
      "PublicAuthorityDetails.SchoolBranches[id=6000012]",
    );
    expect(compareRecords(authority("hidden"), authority("full"), "en")).toMatchObject({
      changes: [],
      credentialDifferences: 3,
    });
  });

  it("counts nothing where a person is withheld on both sides, only in different forms", () => {
    // A viewer without the personal-data role: one answer withheld by the registry, the other by the app's gate.
    expect(compareRecords(amber("hidden"), amber("masked"), "en")).toMatchObject({
      changes: [],
      credentialDifferences: 0,
    });
  });

  it("still reports the register's changes beside differences due to the credential", () => {
    const comparison = compareRecords(amber("hidden", 0), amber("full", 1), "en");
    expect(summaries(comparison)).toEqual([
      "Officer appointed: Marta Ozoliņa (Board member)",
      "Member removed: Personal details withheld (25%)",
      "Share changed from 40% to 65%: Jānis Bērziņš",
      "Notice published: Change in the board registered",
    ]);
    expect(comparison.credentialDifferences).toBe(14);
    const share = comparison.changes.find((c) => c.path === "Members[id=1000094]");
    expect(Object.keys(share?.after ?? {})).toEqual([
      "share_holder_details.number_of_shares",
      "share_holder_details.in_percent",
      "share_holder_details.votes",
    ]);
    expect(summaries(compareRecords(amber("full", 0), amber("masked", 1), "lv"))).toContain(
      "Jānis Bērziņš: daļa bija 40%, tagad 65%",
    );
  });

  it("reports the rest of an entry whose person was withheld on one side", () => {
    const after = amber("full");
    const officer = after.Officers.find((o) => o.natural_person !== null)!;
    officer.position = officer.position === "BOARD_MEMBER" ? "CHAIR_OF_BOARD" : "BOARD_MEMBER";
    const comparison = compareRecords(amber("hidden"), after, "en");
    expect(comparison.changes.map(({ kind, path, before }) => ({ kind, path, before }))).toEqual([
      { kind: "changed", path: `Officers[id=${officer.id}]`, before: { position: expect.any(String) } },
    ]);
    expect(comparison.credentialDifferences).toBe(18);
  });

  it("compares what a masked person still shows: a removal of the person is a change", () => {
    const after = amber("full");
    const officer = after.Officers.find((o) => o.natural_person !== null)!;
    officer.natural_person = { ...officer.natural_person!, removed_on: "2026-01-01T00:00:00Z", is_annulled: true };
    const comparison = compareRecords(amber("masked"), after, "en");
    expect(comparison.changes.map((c) => [c.kind, c.path])).toEqual([["changed", `Officers[id=${officer.id}]`]]);
    expect(Object.keys(comparison.changes[0].after ?? {})).toEqual([
      "natural_person.removed_on",
      "natural_person.is_annulled",
    ]);
  });

  it("aligns the records themselves, so an owner the former credential withheld is no new owner", () => {
    const after = amber("full", 1);
    after.legal_name = `${after.legal_name} (renamed)`;
    const { aligned } = compareRecords(amber("hidden", 1), after, "en");
    const [was, now] = [aligned.before, aligned.after].map((r) => legalEntitySchema.parse(r));
    const members = (r: typeof was) => r.Members.map((m) => m.natural_person?.surname ?? null);
    expect(members(was)).toEqual(members(now));
    expect(members(now)).toContain("Bērziņš");
  });

  it("keeps as a change what no withholding explains: a legal entity in a person's place, or another person", () => {
    const entity = amber("full").Members.find((m) => m.legal_entity_basic !== null)!.legal_entity_basic;
    const replaced = amber("full");
    const [first, second] = replaced.Officers.filter((o) => o.natural_person !== null);
    Object.assign(first, { natural_person: null, legal_entity_basic: entity });
    second.natural_person = { ...second.natural_person!, id: 999_999_999 };
    const comparison = compareRecords(amber("masked"), replaced, "en");
    expect(comparison.changes.map((c) => [c.kind, c.path])).toEqual([
      ["changed", `Officers[id=${first.id}]`],
      ["changed", `Officers[id=${second.id}]`],
    ]);
    expect(comparison.credentialDifferences).toBe(16);
  });
});
