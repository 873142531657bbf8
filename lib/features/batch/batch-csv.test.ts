import { describe, expect, it } from "vitest";
import { type BatchResultRow, batchResultsCsv } from "./batch-csv";

const rows: BatchResultRow[] = [
  {
    position: 1,
    regcode: "40003520003",
    state: "done",
    outcome: "found",
    error: null,
    name: "Sparse SIA",
    legalForm: "SIA",
    status: "REGISTERED",
    flags: { sanctionsEntity: true, excluded: false },
    sha256: "a".repeat(64),
  },
  {
    position: 2,
    regcode: "40003530005",
    state: "done",
    outcome: "found",
    error: null,
    name: "Vecā Dzirnava SIA",
    legalForm: "SIA",
    status: "IN_LIQUIDATION",
    flags: { insolvencyOrLiquidation: true },
    sha256: "b".repeat(64),
  },
  {
    position: 3,
    regcode: "40000000001",
    state: "done",
    outcome: "not_found",
    error: null,
    name: null,
    legalForm: null,
    status: null,
    flags: null,
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
      /^#,Registration number,Outcome,Error,Name,Legal form,Legal form in words,Status,Status in words,Sanctions on the entity,/,
    );
    expect(header).toMatch(/,Record SHA-256$/);
    expect(first).toMatch(/^1,40003520003,found,,Sparse SIA,SIA,SIA,REGISTERED,Registered,yes,/);
  });

  it("keeps the status code for machines and words it beside, empty when there is none", () => {
    const [, , liquidated, notFound] = lines(batchResultsCsv(rows, "en"));
    expect(liquidated).toMatch(/^2,40003530005,found,,Vecā Dzirnava SIA,SIA,SIA,IN_LIQUIDATION,In liquidation,/);
    expect(notFound).toMatch(/^3,40000000001,not_found,,,,,,,,/);
  });

  it("keeps the legal form's code for machines and words it beside in the requester's language", () => {
    const authority: BatchResultRow = { ...rows[0], regcode: "90000120007", name: "Pārvalde", legalForm: "IESTADE" };
    expect(lines(batchResultsCsv([authority], "en"))[1]).toMatch(/,Pārvalde,IESTADE,Public authority,REGISTERED,/);
    expect(lines(batchResultsCsv([authority], "lv"))[1]).toMatch(/,Pārvalde,IESTADE,Iestāde,REGISTERED,/);
  });

  it("heads them in Latvian for a Latvian requester, keeping codes and hashes as they are", () => {
    const [header, first] = lines(batchResultsCsv(rows, "lv"));
    expect(header).toMatch(
      /^#,Reģistrācijas numurs,Rezultāts,Kļūda,Nosaukums,Juridiskā forma,Juridiskās formas nosaukums,Statuss,Statusa nosaukums,Sankcijas pret juridisko personu,/,
    );
    expect(first).toMatch(/^1,40003520003,found,,Sparse SIA,SIA,SIA,REGISTERED,Reģistrēts,jā,/);
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
    expect(short).toBe(`,12345,not_sent,invalid_regcode${",".repeat(header.split(",").length - 4)}`);
    // Defused like every other cell.
    expect(formula).toMatch(/^,'=cmd,not_sent,invalid_regcode,/);
  });
});
