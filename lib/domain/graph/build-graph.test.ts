import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import type { EdgeKind, Graph } from "./graph-types";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import { partyKey } from "@/lib/domain/ownership/party-key";
import { sanctionedParties } from "@/lib/domain/ownership/sanctioned-parties";
import { effectiveShares } from "./effective-shares";
import { mergeExpansion } from "./merge-expansion";
import { nodeCaptions } from "./node-captions";

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

  describe("one node per party", () => {
    const NOW = Date.parse("2026-06-01T00:00:00Z");
    const record = load(demoRegcodes.sanctioned);
    const g = buildGraph(record, "en", NOW);
    const sourceOf = (id: string) => g.nodes.find((n) => n.id === g.edges.find((e) => e.id === id)?.source);

    it("draws an officer the sanctions name once, flagged, with both roles under the name", () => {
      const officer = record.Officers[0];
      const node = sourceOf(`${record.registration_number}:officer:${officer.id}`)!;
      const roles = g.edges.filter((e) => e.source === node.id).map((e) => e.kind);
      expect(roles.sort()).toEqual(["officer", "sanction-direct"]);
      expect(node.sanctioned).toBe(true);
      expect(g.nodes.filter((n) => n.label === node.label)).toHaveLength(1);
      expect(nodeCaptions(g).get(node.id)).toBe("Board member · Executive board, Directly related · Board member");
    });

    it("draws a person named by an ended and a current listing once, flagged by the current one", () => {
      const olga = g.nodes.filter((n) => n.kind === "person" && n.label.startsWith("Olga"));
      expect(olga).toHaveLength(1);
      expect(olga[0].sanctioned).toBe(true);
      const kinds = g.edges.filter((e) => e.source === olga[0].id).map((e) => [e.kind, e.former]);
      expect(kinds).toEqual([
        ["sanction-direct", true],
        ["sanction-indirect", false],
      ]);
    });

    it("flags the parties the profile's tables flag, by the same key, in every role they hold", () => {
      const named = sanctionedParties(record, NOW);
      const rc = record.registration_number;
      const entries = [
        ...record.Officers.map((o) => ({ party: o, edge: `${rc}:officer:${o.id}` })),
        ...record.Members.map((m) => ({ party: m, edge: `${rc}:member:${m.id}` })),
      ];
      expect(entries.filter(({ party }) => named.get(partyKey(party) ?? "") === "current").length).toBe(2);
      for (const { party, edge } of entries)
        expect(sourceOf(edge)?.sanctioned).toBe(named.get(partyKey(party) ?? "") === "current");
      const flagged = g.nodes.filter((n) => n.sanctioned && n.id !== g.rootId);
      expect(flagged).toHaveLength([...named.values()].filter((state) => state === "current").length);
    });

    it("draws a company named with and without its diacritics once", () => {
      const holder = (id: number, name: string) => ({
        ...record.Members[0],
        id,
        legal_entity_basic: {
          ...record.Members[0].legal_entity_basic!,
          id,
          name,
          country: "ee",
          registration_number: null,
          foreign_registration_number: null,
          external_object_number: null,
        },
      });
      const members = [holder(901, "Põhja Demo Holding OÜ"), holder(902, "POHJA DEMO HOLDING OU")];
      const again = buildGraph({ ...record, Members: [...record.Members, ...members] }, "en", NOW);
      const holders = again.nodes.filter((n) => n.label.toLowerCase().startsWith("p"));
      expect(holders.map((n) => [n.id, n.label])).toEqual([
        ["foreign:EE:demo holding ou pohja", "Põhja Demo Holding OÜ"],
      ]);
      expect(again.edges.filter((e) => e.source === holders[0].id)).toHaveLength(2);
    });
  });

  describe("declared beneficial owners", () => {
    const [x, y, z] = demoRegcodes.chain;

    it("are drawn as declared ownership, an indirect one so named, never as a shareholding", () => {
      const g = buildGraph(load(x), "en");
      const declared = g.edges.filter((e) => e.kind === "beneficial-owner");
      expect(declared).toHaveLength(1);
      expect(declared[0].label).toMatch(/^Indirect beneficial owner/);
      expect(declared[0].percent).toBeNull();
      // No share is computed through a declaration: the owner holds only along the chain of shareholdings.
      expect(effectiveShares(g).has(declared[0].source)).toBe(false);
      const chain = mergeExpansion(mergeExpansion(g, buildGraph(load(y), "en")), buildGraph(load(z), "en"));
      expect(effectiveShares(chain).get(declared[0].source)).toBeCloseTo(48);
    });

    it("are called direct when the record does not say indirect, in Latvian too", () => {
      const label = buildGraph(load(z), "lv").edges.find((e) => e.kind === "beneficial-owner")?.label;
      expect(label).toMatch(/^Patiesais labuma guvējs/);
    });
  });
});
