import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import type { EdgeKind, Graph } from "./graph-types";
import { withheldLabel } from "@/lib/domain/profile/withheld";

const load = (regcode: string, access: "full" | "masked" | "hidden" = "full") =>
  legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(regcode), access));

const count = (g: Graph, kind: EdgeKind) => g.edges.filter((e) => e.kind === kind).length;

describe("buildGraph", () => {
  it("draws one edge per relationship listed in the rich record", () => {
    const record = load(demoRegcodes.amber);
    const g = buildGraph(record, "en");
    const jointOwners = record.Members.flatMap((m) => m.share_holder_details?.joint_owners ?? []);
    const commercial = record.CommercialEntityDetails;
    const reorganized = record.Reorganizations.flatMap((r) => [...r.entities_involved, ...r.subjects, ...r.objects]);
    expect(count(g, "officer")).toBe(record.Officers.length);
    expect(count(g, "member")).toBe(record.Members.length);
    expect(count(g, "joint-owner")).toBe(jointOwners.length);
    expect(count(g, "member-representative")).toBe(record.Members.filter((m) => m.representative).length);
    expect(count(g, "beneficial-owner")).toBe(record.BeneficialOwners.length);
    expect(count(g, "procuration")).toBe(record.Procurations.length);
    expect(count(g, "representative")).toBe(record.Representatives.length);
    expect(count(g, "branch")).toBe(record.Branches.length);
    expect(count(g, "depository")).toBe(commercial?.depositories.length);
    expect(count(g, "dominant-influence")).toBe(commercial?.decisive_influence_notices.length);
    expect(count(g, "reorganization")).toBe(reorganized.length);
    expect(g.edges.every((e) => g.nodes.some((n) => n.id === e.source) && g.nodes.some((n) => n.id === e.target))).toBe(
      true,
    );
  });

  it("labels members with their share and officers with their position", () => {
    const g = buildGraph(load(demoRegcodes.chainX), "en");
    const labels = g.edges.map((e) => e.label);
    expect(labels).toContain("60%");
    expect(labels).toContain("Board member · Executive board");
    expect(g.edges.find((e) => e.label === "60%")?.source).toBe(`entity:${demoRegcodes.chainY}`);
  });

  it("words roles, placeholders and sanctions notes in Latvian", () => {
    const labels = buildGraph(load(demoRegcodes.chainX), "lv").edges.map((e) => e.label);
    expect(labels).toContain("60%");
    expect(labels.some((l) => l.startsWith("Valdes loceklis"))).toBe(true);
    const hidden = buildGraph(load(demoRegcodes.amber, "hidden"), "lv");
    const withheld = hidden.nodes.filter((n) => n.kind === "withheld");
    expect(withheld.length).toBeGreaterThan(0);
    expect(withheld.every((n) => n.label === withheldLabel("lv") && n.label !== withheldLabel("en"))).toBe(true);
    const sanctioned = buildGraph(load(demoRegcodes.sanctioned), "lv");
    const notes = sanctioned.nodes.flatMap((n) => n.sanctionNotes);
    expect(notes.some((note) => /\(kopš \d{2}\.\d{2}\.\d{4}\)$/.test(note))).toBe(true);
    expect(sanctioned.edges.some((e) => e.label.startsWith("Tieši saistīts"))).toBe(true);
  });

  it("marks the sanctioned entity and its sanctioned related parties", () => {
    const record = load(demoRegcodes.sanctioned);
    const g = buildGraph(record, "en");
    const sanctions = record.Sanctions ?? { directly_related_sanctions: [], indirectly_related_sanctions: [] };
    expect(g.nodes.find((n) => n.id === g.rootId)?.sanctioned).toBe(true);
    expect(count(g, "sanction-direct")).toBe(sanctions.directly_related_sanctions.length);
    expect(count(g, "sanction-indirect")).toBe(sanctions.indirectly_related_sanctions.length);
    const related = g.edges.filter((e) => e.kind.startsWith("sanction-"));
    const current = related.filter((e) => !e.former).map((e) => e.source);
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((id) => g.nodes.find((n) => n.id === id)?.sanctioned)).toBe(true);
  });

  it("gives every withheld person a grey node of their own", () => {
    const record = load(demoRegcodes.amber, "hidden");
    const g = buildGraph(record, "en");
    const withheld = g.nodes.filter((n) => n.kind === "withheld");
    const personOfficers = record.Officers.filter((o) => !o.legal_entity_basic).length;
    expect(withheld.length).toBeGreaterThanOrEqual(personOfficers);
    expect(new Set(withheld.map((n) => n.id)).size).toBe(withheld.length);
    expect(withheld.every((n) => n.label === withheldLabel("en"))).toBe(true);
    expect(g.nodes.filter((n) => n.kind === "person")).toHaveLength(0);

    const masked = buildGraph(load(demoRegcodes.amber, "masked"), "en");
    expect(masked.nodes.filter((n) => n.kind === "withheld")).toHaveLength(withheld.length);
  });

  it("marks resigned, ended and annulled relationships as former", () => {
    const record = load(demoRegcodes.amber);
    const g = buildGraph(record, "en");
    const formerOfficers = record.Officers.filter((o) => o.resigned_on || o.removed_on || o.is_annulled);
    expect(g.edges.filter((e) => e.kind === "officer" && e.former)).toHaveLength(formerOfficers.length);
    expect(formerOfficers.length).toBeGreaterThan(0);
  });

  it("keeps a relationship whose end is still ahead, as the profile does, and lets it go once the end has passed", () => {
    const record = load(demoRegcodes.amber);
    const procurations = (now: string) =>
      buildGraph(record, "en", Date.parse(now))
        .edges.filter((e) => e.kind === "procuration")
        .map((e) => [e.validTo, e.former]);
    expect(procurations("2026-11-29T00:00:00Z")).toEqual([
      ["2027-01-14T00:00:00Z", false],
      ["2018-12-31T00:00:00Z", true],
    ]);
    expect(procurations("2027-02-01T00:00:00Z")).toEqual([
      ["2027-01-14T00:00:00Z", true],
      ["2018-12-31T00:00:00Z", true],
    ]);
  });

  it("keeps every member and officer of the large entity", () => {
    const record = load(demoRegcodes.large);
    const g = buildGraph(record, "en");
    expect(count(g, "member")).toBe(record.Members.length);
    expect(count(g, "officer")).toBe(record.Officers.length);
  });
});
