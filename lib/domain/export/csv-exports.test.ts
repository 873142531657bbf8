import { describe, expect, it } from "vitest";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import { demoRecord } from "@/dev/testing/demo-records";
import { buildTimeline } from "@/lib/domain/timeline/build-timeline";
import { CSV_EXPORTS, exportFilename, exportFiles } from "./csv-exports";
import { toCsv } from "@/lib/platform/format/to-csv";

const NOW = Date.parse("2026-01-01T00:00:00Z");
const amberHidden = demoRecord("amber", "hidden");
const amberFull = demoRecord("amber", "full");
const sanctioned = demoRecord("sanctioned", "hidden");

const column = (table: { header: string[]; rows: unknown[][] }, name: string) =>
  table.rows.map((row) => row[table.header.indexOf(name)]);

describe("CSV column builders", () => {
  it("give one row per list item, with as many cells as header columns", () => {
    const record = amberFull;
    const expected: Record<string, number> = {
      "officers.csv": record.Officers.length,
      "members.csv": record.Members.length,
      "beneficial-owners.csv": record.BeneficialOwners.length,
      "timeline.csv": buildTimeline(record, "en").length,
    };
    for (const [file, count] of Object.entries(expected)) {
      const table = CSV_EXPORTS[file as keyof typeof CSV_EXPORTS].build(record, NOW, "en");
      expect(table.rows, file).toHaveLength(count);
      expect(count, file).toBeGreaterThan(0);
      for (const row of table.rows) expect(row, file).toHaveLength(table.header.length);
    }
  });

  it("counts sanctions on the entity and on related parties", () => {
    const s = sanctioned.Sanctions!;
    const table = CSV_EXPORTS["sanctions.csv"].build(sanctioned, NOW, "en");
    const scopes = column(table, "Scope");
    expect(scopes.filter((x) => x === "The entity")).toHaveLength(s.legal_entity_sanctions.length);
    expect(scopes.filter((x) => x === "Directly related")).toHaveLength(s.directly_related_sanctions.length);
    expect(scopes.filter((x) => x === "Indirectly related")).toHaveLength(s.indirectly_related_sanctions.length);
    expect(String(column(table, "Sources")[0])).toMatch(/^https:\/\//);
  });

  it("names withheld persons as withheld, one row each, and never blank", () => {
    const hidden = CSV_EXPORTS["officers.csv"].build(amberHidden, NOW, "en");
    const full = CSV_EXPORTS["officers.csv"].build(amberFull, NOW, "en");
    const names = column(hidden, "Name");
    expect(names.filter((n) => n === withheldLabel("en")).length).toBeGreaterThan(0);
    expect(names.every((n) => typeof n === "string" && n !== "")).toBe(true);
    expect(column(full, "Name")).not.toContain(withheldLabel("en"));
    expect(hidden.rows).toHaveLength(full.rows.length);
  });

  it("marks former and annulled entries", () => {
    const standing = column(CSV_EXPORTS["officers.csv"].build(amberFull, NOW, "en"), "Standing");
    expect(new Set(standing)).toEqual(new Set(["Current", "Former", "Annulled"]));
  });

  it("gives a file with only its header row for lists a sparse record leaves empty", () => {
    const sparse = demoRecord("sparse", "hidden");
    for (const file of ["officers.csv", "members.csv", "beneficial-owners.csv", "sanctions.csv"] as const) {
      const { header, rows } = CSV_EXPORTS[file].build(sparse, NOW, "en");
      expect(toCsv(header, rows).split("\r\n"), file).toHaveLength(2);
    }
  });

  it("heads the columns and words the cells in Latvian for a Latvian requester, keeping dates and codes", () => {
    const officers = CSV_EXPORTS["officers.csv"].build(amberFull, NOW, "lv");
    const english = CSV_EXPORTS["officers.csv"].build(amberFull, NOW, "en");
    expect(officers.header).toContain("Reģistrācijas numurs");
    expect(officers.header.at(-1)).toBe("Stāvoklis");
    expect(new Set(column(officers, "Stāvoklis"))).toEqual(new Set(["Spēkā esošs", "Izbeigts", "Anulēts"]));
    expect(officers.rows).toHaveLength(english.rows.length);
    // Dates stay YYYY-MM-DD and register codes stay raw, whatever the language.
    const position = english.header.indexOf("Position");
    expect(officers.rows.map((row) => row[position])).toEqual(english.rows.map((row) => row[position]));

    const timeline = CSV_EXPORTS["timeline.csv"].build(amberFull, NOW, "lv");
    expect(timeline.header).toEqual([
      "Datums",
      "Kategorija",
      "Notikums",
      "Anulēts",
      "Līdz",
      "Svītrots",
      "Profila sadaļa",
    ]);
    expect(timeline.rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(String(row[0])))).toBe(true);
    expect(column(timeline, "Notikums")).toContainEqual(expect.stringMatching(/^Iecelšana amatā: /));

    const sanctions = CSV_EXPORTS["sanctions.csv"].build(sanctioned, NOW, "lv");
    expect(column(sanctions, "Attiecas uz")).toContain("Pati juridiskā persona");
  });

  it("labels the downloads in the viewer's language", () => {
    expect(exportFiles("en").map((f) => f.label)).toContain("History (CSV)");
    expect(exportFiles("lv").map((f) => f.label)).toEqual([
      "Ieraksts (JSON)",
      "Amatpersonas (CSV)",
      "Dalībnieki (CSV)",
      "Patiesie labuma guvēji (CSV)",
      "Sankcijas (CSV)",
      "Vēsture (CSV)",
    ]);
  });

  it("names files after the registration number", () => {
    expect(exportFilename("40003520003", "members.csv")).toBe("40003520003-members.csv");
  });
});
