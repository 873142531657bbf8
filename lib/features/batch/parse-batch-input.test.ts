import { describe, expect, it } from "vitest";
import { parseCsvList, parsePastedList } from "./parse-batch-input";

describe("reading a pasted list of numbers", () => {
  it("takes any separators and the LV prefix, looks each number up once, and reports what it cannot send", () => {
    const input = [
      "40003510005, LV40003520003; 40003510005",
      "4000 351 0005\t40003032949",
      "12345",
      "",
      "40003O32949 | 50003510005",
    ].join("\n");
    expect(parsePastedList(input, 100, "en")).toEqual({
      numbers: ["40003510005", "40003520003", "40003032949", "50003510005"],
      duplicates: 2,
      invalid: [
        { line: 3, value: "12345", problem: "Enter 11 digits — you typed 5." },
        { line: 5, value: "40003O32949", problem: "A registration number has digits only — remove “O”." },
      ],
      checkDigitWarnings: ["50003510005"],
      entries: 8,
      column: undefined,
    });
  });

  it("says what is wrong in the sender's language", () => {
    expect(parsePastedList("12345\n40003O32949", 10, "lv").invalid.map((entry) => entry.problem)).toEqual([
      "Ievadiet 11 ciparus — jūs ievadījāt 5 ciparus.",
      "Reģistrācijas numurā ir tikai cipari — izņemiet „O”.",
    ]);
  });

  it("reads several numbers on one line separated by spaces", () => {
    expect(parsePastedList("40003510005 40003520003", 10, "en").numbers).toEqual(["40003510005", "40003520003"]);
  });

  it("refuses a list longer than the limit, saying how to proceed", () => {
    expect(() => parsePastedList("40003510005\n40003520003\n40003032949", 2, "en")).toThrow(
      "The list has more than 2 entries; at most that many are screened at once. Split it into smaller lists.",
    );
  });
});

describe("reading a CSV file", () => {
  const csv = [
    'Supplier,"Reg. no",Country',
    '"Dzintars, AS",LV40003510005,LV',
    "Sparse SIA,40003520003,LV",
    "Nobody,not known,LV",
  ].join("\r\n");

  it("finds the column of registration numbers and its header, and reports bad cells by row", () => {
    expect(parseCsvList(csv, 100, "en")).toMatchObject({
      numbers: ["40003510005", "40003520003"],
      column: "Reg. no",
      columnPosition: 2,
      invalid: [{ line: 4, value: "not known" }],
    });
  });

  it("takes a column chosen by header or position, and refuses one the file lacks", () => {
    expect(parseCsvList(csv, 100, "en", "reg. no").numbers).toHaveLength(2);
    expect(parseCsvList(csv, 100, "en", "2").column).toBe("Reg. no");
    expect(() => parseCsvList(csv, 100, "en", "VAT")).toThrow(
      "The file has no column “VAT”: name one of its headers or give its position (1–3).",
    );
  });

  it("carries each number's customer reference from a customer_id column, the first one given for a repeat", () => {
    const withCustomers = [
      "Supplier;Reg. no;Customer_ID",
      "Dzintars AS;LV40003510005;C-0042",
      "Sparse SIA;40003520003;",
      "Dzintars again;40003510005;C-0099",
      "Nobody;not known;C-0001",
    ].join("\n");
    const parsed = parseCsvList(withCustomers, 100, "en");
    expect(parsed).toMatchObject({ numbers: ["40003510005", "40003520003"], column: "Reg. no", duplicates: 1 });
    expect(parsed.customerIds).toEqual({ "40003510005": "C-0042" });
  });

  it("takes the second of two headerless columns as the customer reference, and none from other files", () => {
    expect(parseCsvList("C-1,40003510005\nC-2,40003520003\n", 10, "en").customerIds).toEqual({
      "40003510005": "C-1",
      "40003520003": "C-2",
    });
    expect(parseCsvList(csv, 100, "en").customerIds).toBeUndefined();
    expect(parsePastedList("40003510005, 40003520003", 10, "en").customerIds).toBeUndefined();
  });

  it("reads semicolon-separated files and files without a header", () => {
    const headless = parseCsvList("40003510005;x\n40003520003;y\n", 10, "en");
    expect(headless).toMatchObject({ numbers: ["40003510005", "40003520003"], columnPosition: 1 });
    expect(headless.column).toBeUndefined();
  });
});
