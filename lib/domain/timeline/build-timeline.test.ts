import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import { type LegalEntity, legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildTimeline } from "./build-timeline";
import type { TimelineCategory } from "@/lib/registry/record/timeline-categories";
import type { TimelineEvent } from "./timeline-types";

const load = (regcode: string, access: "full" | "hidden" = "full") =>
  legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(regcode), access));
const inCategory = (events: TimelineEvent[], c: TimelineCategory) => events.filter((e) => e.category === c).length;
const dated = (items: readonly Record<string, unknown>[], ...keys: string[]) =>
  items.filter((i) => keys.some((k) => Boolean(i[k]))).length;

function expectedCounts(r: LegalEntity): Partial<Record<TimelineCategory, number>> {
  const cd = r.CommercialEntityDetails;
  const s = r.Sanctions;
  return {
    officers: dated(r.Officers, "appointed_on", "registered_on") + dated(r.Officers, "resigned_on"),
    members: dated(r.Members, "date_from") + dated(r.Members, "date_to"),
    "previous-names": dated(r.PreviousNames, "registered_on"),
    "previous-addresses": dated(r.PreviousAddresses, "registered_on"),
    "previous-legal-forms": dated(r.PreviousLegalForms, "registered_on"),
    reregistrations: dated(r.Reregistrations, "date"),
    reorganizations: dated(r.Reorganizations, "date", "registered_on"),
    liquidations: dated(r.Liquidations, "started_on", "registered_on") + dated(r.Liquidations, "ended_on"),
    "special-statuses": dated(r.SpecialStatuses, "date_from", "registered_on") + dated(r.SpecialStatuses, "date_to"),
    "equity-capital": dated(cd?.equity_capitals ?? [], "registered_on"),
    depositories: dated(cd?.depositories ?? [], "registered_on"),
    insolvencies:
      dated(cd?.insolvencies ?? [], "date_from", "registered_on") + dated(cd?.insolvencies ?? [], "date_to"),
    "land-ownership": dated(cd?.farm_details?.land_ownership_changes ?? [], "deed_issued_on", "registered_on"),
    branches: dated([...r.Branches, ...r.BranchOf], "date_from"),
    sanctions: dated(
      [
        ...(s?.legal_entity_sanctions ?? []),
        ...(s?.directly_related_sanctions ?? []),
        ...(s?.indirectly_related_sanctions ?? []),
      ],
      "entry_date",
      "registered_on",
    ),
    "beneficial-owners": dated(r.BeneficialOwners, "date_from", "registered_on"),
    "securing-measures": r.SecuringMeasures.length,
    notices: r.VariousNotices.length,
  };
}

describe("buildTimeline", () => {
  const showcase = [
    "amber",
    "sanctioned",
    "insolvent",
    "suspended",
    "excluded",
    "farm",
    "authority",
    "church",
  ] as const;
  it.each(showcase)("has one event per dated fact of the %s record", (key) => {
    const record = load(demoRegcodes[key]);
    const events = buildTimeline(record, "en");
    for (const [category, count] of Object.entries(expectedCounts(record))) {
      expect({ category, count: inCategory(events, category as TimelineCategory) }).toEqual({ category, count });
    }
  });

  it("lists events newest first with calendar dates", () => {
    const events = buildTimeline(load(demoRegcodes.amber), "en");
    expect(events.length).toBeGreaterThan(20);
    expect(events.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.date))).toBe(true);
    expect(events.map((e) => e.date)).toEqual(
      events
        .map((e) => e.date)
        .sort()
        .reverse(),
    );
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it("marks annulled entries and keeps the removal date of facts removed later", () => {
    const record = load(demoRegcodes.amber);
    const events = buildTimeline(record, "en");
    const names = events.filter((e) => e.category === "previous-names");
    expect(names.filter((e) => e.removedOn)).toHaveLength(record.PreviousNames.filter((p) => p.removed_on).length);
    const annulled = record.Officers.filter((o) => o.is_annulled);
    expect(annulled.length).toBeGreaterThan(0);
    for (const o of annulled) expect(events.find((e) => e.id === `officers:${o.id}:appointed`)?.annulled).toBe(true);
    expect(events.filter((e) => e.annulled).length).toBeLessThan(events.length);
  });

  it("tells a term's end, which may lie ahead, from a removal from the register", () => {
    const events = buildTimeline(load(demoRegcodes.amber), "en");
    const procuration = events.find((e) => e.category === "procurations");
    expect(procuration).toMatchObject({ until: "2027-01-14", removedOn: null });
    const trustee = events.find((e) => e.category === "representatives" && e.title.includes("Trustee"));
    expect(trustee).toMatchObject({ until: "2012-01-01", removedOn: "2012-01-01" });
    const reelected = events.find((e) => e.category === "officers" && e.date === "2004-03-15" && e.until);
    expect(reelected).toMatchObject({ until: "2029-03-14", removedOn: null });
  });

  it("names withheld persons with the placeholder", () => {
    const events = buildTimeline(load(demoRegcodes.amber, "hidden"), "en");
    expect(events.some((e) => e.category === "officers" && e.title.includes(withheldLabel("en")))).toBe(true);
  });

  it("covers every officer and member event of the very large entity", () => {
    const record = load(demoRegcodes.large);
    const events = buildTimeline(record, "en");
    expect(inCategory(events, "officers")).toBe(expectedCounts(record).officers);
    expect(inCategory(events, "members")).toBe(expectedCounts(record).members);
    expect(events.length).toBeGreaterThanOrEqual(10_000);
  });

  it("words the same events in Latvian, with register codes in Latvian where the catalogue has them", () => {
    const record = load(demoRegcodes.amber);
    const english = buildTimeline(record, "en");
    const latvian = buildTimeline(record, "lv");
    expect(latvian.map((e) => [e.id, e.date, e.category])).toEqual(english.map((e) => [e.id, e.date, e.category]));
    expect(latvian.some((e) => e.title.startsWith("Iecelšana amatā: "))).toBe(true);
    expect(latvian.some((e) => e.title.startsWith("Appointed: "))).toBe(false);
    const hidden = buildTimeline(load(demoRegcodes.amber, "hidden"), "lv");
    expect(hidden.some((e) => e.title.includes(withheldLabel("lv")))).toBe(true);
  });
});
