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
];

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe("the results CSV", () => {
  it("heads its columns in English, with yes and no per flag and outcomes as codes", () => {
    const [header, first] = lines(batchResultsCsv(rows, "en"));
    expect(header).toMatch(/^#,Registration number,Outcome,Error,Name,Legal form,Status,Sanctions on the entity,/);
    expect(header).toMatch(/,Record SHA-256$/);
    expect(first).toMatch(/^1,40003520003,found,,Sparse SIA,SIA,REGISTERED,yes,/);
  });

  it("heads them in Latvian for a Latvian requester, keeping codes and hashes as they are", () => {
    const [header, first] = lines(batchResultsCsv(rows, "lv"));
    expect(header).toMatch(
      /^#,Reģistrācijas numurs,Rezultāts,Kļūda,Nosaukums,Juridiskā forma,Statuss,Sankcijas pret juridisko personu,/,
    );
    expect(first).toMatch(/^1,40003520003,found,,Sparse SIA,SIA,REGISTERED,jā,/);
    expect(first).toContain(",nē,");
    expect(first).toMatch(/,a{64}$/);
  });
});
