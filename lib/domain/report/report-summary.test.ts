import { describe, expect, it } from "vitest";
import { demoRecord } from "@/dev/testing/demo-records";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { gateRecord } from "@/lib/domain/access/gate-record";
import { describeParty } from "@/lib/domain/profile/party";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { Member } from "@/lib/registry/schemas/lists";
import { reportSummary, SUMMARY_ROWS } from "./report-summary";

// The demo's large entity: 2,000 officers (40 sitting) and 5,000 members (a quarter of them former).
const large = demoRecord("large");
const now = Date.parse("2026-01-01T00:00:00Z");

/** The large record with the first current members holding the given percentages. */
function withHoldings(percents: number[]): LegalEntity {
  let next = 0;
  const members = large.Members.map((m): Member => {
    if (m.date_to !== null || next >= percents.length || !m.share_holder_details) return m;
    return { ...m, share_holder_details: { ...m.share_holder_details, in_percent: percents[next++]! } };
  });
  return { ...large, Members: members };
}

describe("the summary of a record with thousands of rows", () => {
  it("lists the first current officers and counts the rest and the former ones", () => {
    const { officers } = reportSummary(large, { now, minShare: 10 });
    expect(officers.current).toBe(40);
    expect(officers.former).toBe(1960);
    expect(officers.shown).toHaveLength(SUMMARY_ROWS);
    expect(officers.more).toBe(40 - SUMMARY_ROWS);
    expect(officers.shown.every((o) => o.resigned_on === null)).toBe(true);
  });

  it("keeps the members at or above the threshold, largest first, and counts those below it", () => {
    const { owners } = reportSummary(withHoldings([12, 30, 10, 9.99]), { now, minShare: 10 });
    expect(owners.current).toBe(3750);
    expect(owners.shown.map((s) => s.percent)).toEqual([30, 12, 10]);
    expect(owners.more).toBe(0);
    expect(owners.below).toBe(3750 - 3);
    expect(owners.unstated).toBe(0);
    expect(owners.former).toBe(1250);
  });

  it("caps a low threshold's long list and counts what it leaves out", () => {
    const { owners } = reportSummary(large, { now, minShare: 0 });
    expect(owners.shown).toHaveLength(SUMMARY_ROWS);
    expect(owners.more).toBe(3750 - SUMMARY_ROWS);
    expect(owners.below).toBe(0);
    const percents = owners.shown.map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it("computes a share from the number of shares only when every current member states one", () => {
    const plain = (m: Member, count: number | null): Member => ({
      ...m,
      share_holder_details: m.share_holder_details && {
        ...m.share_holder_details,
        in_percent: null,
        number_of_shares: count,
      },
    });
    // Members 1 to 3 are current (every fourth, from the first, is former).
    const [, a, b, c] = large.Members;
    const stated = reportSummary(
      { ...large, Members: [plain(a!, 60), plain(b!, 30), plain(c!, 10)] },
      { now, minShare: 25 },
    );
    expect(stated.owners.shown.map((s) => [s.percent, s.basis])).toEqual([
      [60, "shares"],
      [30, "shares"],
    ]);
    expect(stated.owners.below).toBe(1);
    const partly = reportSummary({ ...large, Members: [plain(a!, 60), plain(b!, null)] }, { now, minShare: 25 });
    expect(partly.owners.shown).toEqual([]);
    expect(partly.owners.unstated).toBe(2);
  });

  it("keeps withheld persons withheld for a viewer without personal-data", () => {
    const body = JSON.stringify(large);
    const retrieval = { record: large, drift: [], body, sha256: "ab".repeat(32), retrievedAt: "", path: "", url: "" };
    const gated = gateRecord(retrieval, { roles: ["analyst"], requirePurpose: false, purposeStated: true });
    expect(gated.redaction).not.toBeNull();
    const summary = reportSummary(gated.record, { now, minShare: 0 });
    const parties = [...summary.officers.shown, ...summary.owners.shown.map((s) => s.member)].map(describeParty);
    // Members that are legal entities keep their names; every natural person is withheld.
    expect(parties.filter((p) => p.kind === "person")).toEqual([]);
    expect(parties.filter((p) => p.kind === "withheld").length).toBeGreaterThan(SUMMARY_ROWS);
    // Shares and places stay: the threshold still applies to a withheld member.
    expect(summary.owners.more).toBe(3750 - SUMMARY_ROWS);
  });

  it("names the determination's beneficial owners, those who qualify before those who cannot be excluded", () => {
    const determination = sampleDetermination();
    const { determined } = reportSummary(large, { now, minShare: 10, determination });
    const verdicts = determined!.beneficial.shown.map((o) => o.beneficialOwner);
    expect(verdicts).toEqual([...verdicts].sort((a, b) => (a === b ? 0 : a === "yes" ? -1 : 1)));
    expect(determined!.beneficial.shown.map((o) => o.name)).toContain("Anna Bērziņa");
    expect(determined!.beneficial.shown.some((o) => o.beneficialOwner === "no")).toBe(false);
    expect(determined!.sanctionedHolders.shown).toEqual(determination.sanctions.holders);
    expect(reportSummary(large, { now, minShare: 10 }).determined).toBeUndefined();
  });

  it("reads status and sanctions from the record, those in force first", () => {
    const sanctioned = demoRecord("sanctioned");
    const summary = reportSummary(sanctioned, { now, minShare: 10 });
    expect(summary.status.conditions).toContain("sanctioned");
    expect(summary.status.severity.tone).toBe("danger");
    expect(summary.sanctions.entity.shown.length).toBeGreaterThan(0);
    expect(summary.sanctions.entityInForce).toBeGreaterThan(0);
    expect(reportSummary(large, { now, minShare: 10 }).status.severity.tone).toBe("ok");
  });
});
