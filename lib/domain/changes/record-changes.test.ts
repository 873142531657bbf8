import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { legalEntitySchema, type LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { recordChanges } from "./record-changes";

const record = (regcode: string, version = 0, access: "full" | "masked" = "full") =>
  legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(regcode, version), access));
const amber = (version: number) => record(demoRegcodes.amber, version);
const brief = (before: LegalEntity, after: LegalEntity) =>
  recordChanges(before, after, "en").map(({ section, kind, path, summary }) => ({ section, kind, path, summary }));

describe("changes between two records", () => {
  it("names officers appointed, members removed and shares changed, with old and new values, and new notices", () => {
    const changes = recordChanges(amber(0), amber(1), "en");
    expect(changes.map(({ section, kind, path, summary }) => ({ section, kind, path, summary }))).toEqual([
      {
        section: "officers",
        kind: "added",
        path: "Officers[id=1000900]",
        summary: "Officer appointed: Marta Ozoliņa (Board member)",
      },
      {
        section: "members",
        kind: "removed",
        path: "Members[id=1000098]",
        summary: "Member removed: Līga Liepiņa (25%)",
      },
      {
        section: "members",
        kind: "changed",
        path: "Members[id=1000094]",
        summary: "Share changed from 40% to 65%: Jānis Bērziņš",
      },
      {
        section: "various-notices",
        kind: "added",
        path: "VariousNotices[id=1000904]",
        summary: "Notice published: Change in the board registered",
      },
    ]);
    expect(changes[2].before).toEqual({
      "share_holder_details.number_of_shares": 48000,
      "share_holder_details.in_percent": 40,
      "share_holder_details.votes": 48000,
    });
    expect(changes[2].after).toEqual({
      "share_holder_details.number_of_shares": 78000,
      "share_holder_details.in_percent": 65,
      "share_holder_details.votes": 78000,
    });
    expect([changes[0].before, changes[1].after]).toEqual([null, null]);
    expect(changes[1].before).toEqual(amber(0).Members.find((m) => m.id === 1000098));
  });

  it("words the same changes in Latvian, with dates as Latvian dates", () => {
    expect(recordChanges(amber(0), amber(1), "lv").map((c) => c.summary)).toEqual([
      "Iecelta amatpersona: Marta Ozoliņa (Valdes loceklis)",
      "Dalībnieks svītrots: Līga Liepiņa (25%)",
      "Jānis Bērziņš: daļa bija 40%, tagad 65%",
      "Publicēts paziņojums: Change in the board registered",
    ]);
    const sanctioned = demoRegcodes.sanctioned;
    const [, officer] = recordChanges(record(sanctioned, 0), record(sanctioned, 1), "lv");
    expect(officer?.summary).toBe("Amatpersona atkāpusies vai atcelta: Sergejs Demovs (Valdes loceklis), 15.09.2025");
  });

  it("names sanctions added on the entity and on a related person, and lifted", () => {
    expect(brief(amber(1), amber(2))).toEqual([
      {
        section: "identity",
        kind: "changed",
        path: "sanctions_risk",
        summary: "Sanctions risk changed from none to High",
      },
      {
        section: "sanctions",
        kind: "added",
        path: "Sanctions.legal_entity_sanctions[id=1000911]",
        summary: "Sanction added on the entity: EU DEMO-AMBER-2025",
      },
      {
        section: "sanctions",
        kind: "added",
        path: "Sanctions.directly_related_sanctions[id=1000913]",
        summary: "Sanction added on a directly related party: Valdis Eglītis, EU DEMO-AMBER-2025",
      },
    ]);
    const sanctioned = demoRegcodes.sanctioned;
    expect(brief(record(sanctioned, 0), record(sanctioned, 1))).toEqual([
      {
        section: "sanctions",
        kind: "changed",
        path: "Sanctions.legal_entity_sanctions[id=2000007]",
        summary: "Sanction lifted on the entity: EU Russia territorial integrity, on 2025-09-15",
      },
      {
        section: "officers",
        kind: "changed",
        path: "Officers[id=2000032]",
        summary: "Officer resigned or removed: Sergejs Demovs (Board member), on 2025-09-15",
      },
    ]);
  });

  it("names a new name and address, a status change into liquidation and the liquidation", () => {
    expect(brief(amber(2), amber(4)).map((c) => c.summary)).toEqual([
      "Status changed from Registered to In liquidation",
      "Status details changed from none to Voluntary liquidation by the shareholders' decision",
      'Name changed from AS "Ziemeļu Dzintars Demo" to AS "Ziemeļu Dzintars Grupa Demo"',
      "Address changed from Krišjāņa Barona iela 106, Liepāja, LV-3404 to Rūpniecības iela 12, Liepāja, LV-3405",
      "Liquidation started: Voluntary",
      'Previous name added: AS "Ziemeļu Dzintars Demo"',
      "Previous address added: Krišjāņa Barona iela 106, Liepāja, LV-3404",
    ]);
  });

  it("names legal form, capital, beneficial owners, special statuses, securing measures and insolvency", () => {
    const before = record(demoRegcodes.insolvent);
    const after = structuredClone(before);
    const details = after.CommercialEntityDetails!;
    after.type = "AS";
    details.equity_capitals.push({ ...details.equity_capitals[0], id: 9, amount: 50000, number_of_shares: 50000 });
    details.insolvencies[0].date_to = "2025-10-01T00:00:00Z";
    after.SpecialStatuses = after.SpecialStatuses.slice(1);
    after.SecuringMeasures.push({ ...after.SecuringMeasures[0], id: 10, type: "ARREST_OF_PROPERTY" });
    after.BeneficialOwners = [{ id: 11, natural_person: null, legal_entity_basic: null, control_type: "OWNERSHIP" }];
    expect(brief(before, after)).toEqual([
      { section: "identity", kind: "changed", path: "type", summary: "Legal form changed from SIA to AS" },
      {
        section: "beneficial-owners",
        kind: "added",
        path: "BeneficialOwners[id=11]",
        summary: "Beneficial owner added: Personal details withheld",
      },
      {
        section: "commercial",
        kind: "added",
        path: "CommercialEntityDetails.equity_capitals[id=9]",
        summary: "Capital entry registered: Share capital 50000 EUR",
      },
      {
        section: "commercial",
        kind: "changed",
        path: "CommercialEntityDetails.insolvencies[id=3000006]",
        summary: "Insolvency proceedings ended: Insolvency Law, legal person insolvency, on 2025-10-01",
      },
      {
        section: "securing-measures",
        kind: "added",
        path: "SecuringMeasures[id=10]",
        summary: "Securing measure imposed: Arrest of property",
      },
      {
        section: "special-statuses",
        kind: "removed",
        path: "SpecialStatuses[id=3000013]",
        summary: "Special status removed: Insolvency proceedings",
      },
    ]);
  });

  it("finds nothing when only the order of entries or the registry's bookkeeping changed", () => {
    const before = amber(2);
    const after = structuredClone(before);
    after.Officers.reverse();
    after.Members.reverse();
    after.Officers[0].rights_of_representation.reverse();
    after.Sanctions!.directly_related_sanctions.reverse();
    after.last_modified_at = "2026-01-01T00:00:00Z";
    after.Members[1].updated_at = "2026-01-01T00:00:00Z";
    expect(recordChanges(before, after, "en")).toEqual([]);
    expect(recordChanges(before, before, "en")).toEqual([]);
  });

  it("keeps withheld persons withheld when both records are gated", () => {
    const masked = (version: number) => record(demoRegcodes.amber, version, "masked");
    const summaries = recordChanges(masked(0), masked(2), "en").map((c) => c.summary);
    expect(summaries).toContain("Officer appointed: Personal details withheld (Board member)");
    expect(summaries).toContain(
      "Sanction added on a directly related party: Personal details withheld, EU DEMO-AMBER-2025",
    );
    expect(JSON.stringify(recordChanges(masked(0), masked(2), "en"))).not.toMatch(/Ozoliņa|Eglītis|Liepiņa|Bērziņš/);
  });

  it("marks the changes that name a withheld person, and only those", () => {
    const masked = (version: number) => record(demoRegcodes.amber, version, "masked");
    const marked = (changes: ReturnType<typeof recordChanges>) =>
      changes.filter((c) => c.withheld).map((c) => c.summary);
    const gated = marked(recordChanges(masked(0), masked(2), "en"));
    expect(gated).toEqual(
      expect.arrayContaining([
        "Officer appointed: Personal details withheld (Board member)",
        "Sanction added on a directly related party: Personal details withheld, EU DEMO-AMBER-2025",
      ]),
    );
    expect(gated.every((s) => s.includes("Personal details withheld"))).toBe(true);
    expect(marked(recordChanges(amber(0), amber(2), "en"))).toEqual([]);
  });

  it("says an entry ended only once its new end date has come by the later retrieval", () => {
    const [before, after] = [amber(0), amber(0)];
    before.Procurations[0].date_to = null;
    const summaries = (dateTo: string) => {
      after.Procurations[0].date_to = dateTo;
      return recordChanges(before, after, "en", Date.parse("2026-11-29T00:00:00Z")).map((c) => c.summary);
    };
    // A procuration given an end at the close of the year is changed, not ended, until then.
    expect(summaries("2026-12-31T00:00:00Z")).toEqual([expect.not.stringMatching(/ended/)]);
    expect(summaries("2026-11-01T00:00:00Z")).toEqual([
      expect.stringMatching(/^Procuration ended: .*, on 2026-11-01$/),
    ]);
  });
});
