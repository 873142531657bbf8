import { describe, expect, it } from "vitest";
import { type BatchResultRow, batchResultsCsv } from "./batch-csv";

const rows: BatchResultRow[] = [
  {
    position: 1,
    regcode: "40003520003",
    customerId: "C-0042",
    state: "done",
    outcome: "found",
    error: null,
    name: "Sparse SIA",
    legalForm: "SIA",
    status: "REGISTERED",
    flags: { sanctionsEntity: true, excluded: false },
    risk: {
      level: "high",
      points: 160,
      modelVersion: "2026-12-1",
      factors: ["entity-sanctions", "related-sanctions", "securing-measures"],
      forcedBy: "entity-sanctions",
      ownership: "not-assessed",
      sanctions: [
        { list: "EU", program: "RUSSIA_TERRITORIAL_INTEGRITY" },
        { list: "OFAC", program: "RUSSIA-EO14024" },
        { list: "EU", program: "BELARUS" },
      ],
    },
    sha256: "a".repeat(64),
  },
  {
    position: 2,
    regcode: "40003530005",
    customerId: null,
    state: "done",
    outcome: "found",
    error: null,
    name: "Vecā Dzirnava SIA",
    legalForm: "SIA",
    status: "IN_LIQUIDATION",
    flags: { insolvencyOrLiquidation: true },
    risk: {
      level: "medium",
      points: 55,
      modelVersion: "2026-12-1",
      factors: ["insolvency", "liquidation"],
      forcedBy: null,
      ownership: "not-assessed",
      sanctions: [],
    },
    sha256: "b".repeat(64),
  },
  {
    position: 3,
    regcode: "40000000001",
    customerId: "C-0007",
    state: "done",
    outcome: "not_found",
    error: null,
    name: null,
    legalForm: null,
    status: null,
    flags: null,
    risk: null,
    sha256: null,
  },
];

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe("the results CSV", () => {
  it("heads its columns in English, with yes and no per flag and outcomes as codes", () => {
    const [header, first] = lines(batchResultsCsv(rows, "en"));
    expect(header).toMatch(
      /^#,Registration number,Customer ID,Outcome,Error,Name,Legal form,Legal form in words,Status,Status in words,Risk level,Risk level in words,Risk points,Risk factors,Risk model version,Sanctions lists,Sanctions programmes,Sanctions on the entity,/,
    );
    expect(header).toMatch(/,Record SHA-256$/);
    expect(first).toMatch(/^1,40003520003,C-0042,found,,Sparse SIA,SIA,SIA,REGISTERED,Registered,high,High,160,/);
  });

  it("gives the risk model's factors by key, its version, and each sanctions list and programme once", () => {
    const [header, first, liquidated] = lines(batchResultsCsv(rows, "en")).map((line) => line.split(","));
    const cell = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
    expect(cell(first, "Risk factors")).toBe("entity-sanctions; related-sanctions; securing-measures");
    expect(cell(first, "Risk model version")).toBe("2026-12-1");
    expect(cell(first, "Sanctions lists")).toBe("EU; OFAC");
    expect(cell(first, "Sanctions programmes")).toBe("RUSSIA_TERRITORIAL_INTEGRITY; RUSSIA-EO14024; BELARUS");
    expect(cell(liquidated, "Customer ID")).toBe("");
    expect(cell(liquidated, "Risk level")).toBe("medium");
    expect(cell(liquidated, "Sanctions lists")).toBe("");
  });

  it("keeps the status code for machines and words it beside, empty when there is none", () => {
    const [, , liquidated, notFound] = lines(batchResultsCsv(rows, "en"));
    expect(liquidated).toMatch(/^2,40003530005,,found,,Vecā Dzirnava SIA,SIA,SIA,IN_LIQUIDATION,In liquidation,/);
    expect(notFound).toMatch(/^3,40000000001,C-0007,not_found,,,,,,,,,,,,,,,/);
  });

  it("keeps the legal form's code for machines and words it beside in the requester's language", () => {
    const authority: BatchResultRow = { ...rows[0], regcode: "90000120007", name: "Pārvalde", legalForm: "IESTADE" };
    expect(lines(batchResultsCsv([authority], "en"))[1]).toMatch(/,Pārvalde,IESTADE,Public authority,REGISTERED,/);
    expect(lines(batchResultsCsv([authority], "lv"))[1]).toMatch(/,Pārvalde,IESTADE,Iestāde,REGISTERED,/);
  });

  it("heads them in Latvian for a Latvian requester, keeping codes and hashes as they are", () => {
    const [header, first] = lines(batchResultsCsv(rows, "lv"));
    expect(header).toMatch(
      /^#,Reģistrācijas numurs,Klienta ID,Rezultāts,Kļūda,Nosaukums,Juridiskā forma,Juridiskās formas nosaukums,Statuss,Statusa nosaukums,Riska līmenis,Riska līmeņa nosaukums,Riska punkti,/,
    );
    expect(first).toMatch(/^1,40003520003,C-0042,found,,Sparse SIA,SIA,SIA,REGISTERED,Reģistrēts,high,Augsts,160,/);
    expect(first).toContain(",jā,");
    expect(first).toContain(",nē,");
    expect(first).toMatch(/,a{64}$/);
  });

  it("words the status in Latvian for a Latvian requester, the code beside it", () => {
    const [, , liquidated] = lines(batchResultsCsv(rows, "lv"));
    expect(liquidated).toMatch(/,SIA,SIA,IN_LIQUIDATION,Likvidācijas procesā,/);
  });

  it("accounts for the whole list: the entries never sent follow, as given, with the invalid-number code", () => {
    const neverSent = [
      { line: 7, value: "12345", problem: "Enter 11 digits — you typed 5." },
      { line: 9, value: "=cmd", problem: "Digits only." },
    ];
    const all = lines(batchResultsCsv(rows, "en", neverSent));
    expect(all).toHaveLength(1 + rows.length + neverSent.length);
    const [header, , , , short, formula] = all;
    expect(short).toBe(`,12345,,not_sent,invalid_regcode${",".repeat(header.split(",").length - 5)}`);
    // Defused like every other cell.
    expect(formula).toMatch(/^,'=cmd,,not_sent,invalid_regcode,/);
  });
});
