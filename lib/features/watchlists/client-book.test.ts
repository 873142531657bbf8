import { describe, expect, it } from "vitest";
import { parseClientBook } from "./client-book";

describe("a client book", () => {
  it("reads a number and a customer id per row, by the header's names, comma or semicolon, with or without BOM", () => {
    const comma = "regcode,customer_id\n40003510005,C-1\n40003520003,C-2\n";
    const semicolon = "\uFEFFKlienta ID;Registration number;Note\r\nC-1;LV 4000351 0005;x\r\nC-2;40003520003;y\r\n";
    const rows = [
      { line: 2, regcode: "40003510005", customerId: "C-1" },
      { line: 3, regcode: "40003520003", customerId: "C-2" },
    ];
    expect(parseClientBook(comma, 10, "en")).toEqual({ rows, refused: [] });
    expect(parseClientBook(semicolon, 10, "en")).toEqual({ rows, refused: [] });
  });

  it("refuses each bad row with its line and reason, keeping the good ones", () => {
    const csv = [
      "number,client_id",
      "40003510005,C-1",
      "40003510006,C-2",
      "4000351000X,C-3",
      "400035,C-4",
      "40003510005,C-5",
      ",C-6",
      "40003520003,",
      "40003600008",
      `40003600012,${"x".repeat(101)}`,
      "40003032949,C-10",
    ].join("\n");
    const book = parseClientBook(csv, 100, "en");
    expect(book.rows).toEqual([
      { line: 2, regcode: "40003510005", customerId: "C-1" },
      { line: 11, regcode: "40003032949", customerId: "C-10" },
    ]);
    expect(book.refused.map(({ line, value, reason, message }) => [line, value, reason, message])).toEqual([
      [3, "40003510006", "check_digit", "Fails the check digit: the last digit would be 5, not 6."],
      [4, "4000351000X", "not_a_number", expect.stringContaining("“X”")],
      [5, "400035", "not_a_number", expect.stringContaining("6")],
      [6, "40003510005", "duplicate", "The same number as line 2."],
      [7, "", "missing", "No registration number in column “number”."],
      [8, "40003520003", "missing", "No customer id in column “client_id”."],
      [9, "40003600008", "missing", "No customer id in column “client_id”."],
      [10, "40003600012", "customer_id_too_long", "The customer id is longer than 100 characters."],
    ]);
  });

  it("says why in the request's language", () => {
    const book = parseClientBook("regcode;customer\n40003510006;C-1\n", 10, "lv");
    expect(book.refused[0]?.message).toBe("Neatbilst kontrolciparam: pēdējam ciparam būtu jābūt 5, nevis 6.");
  });

  it("refuses a file without both columns, or longer than a batch may be, as a whole", () => {
    expect(() => parseClientBook("regcode,name\n40003510005,A\n", 10, "en")).toThrow(
      expect.objectContaining({ code: "bad_request", texts: [expect.objectContaining({ key: "clientBookColumns" })] }),
    );
    expect(() => parseClientBook("", 10, "en")).toThrow(expect.objectContaining({ code: "bad_request" }));
    const long = ["regcode,customer_id", "40003510005,C-1", "40003520003,C-2", "40003032949,C-3"].join("\n");
    expect(() => parseClientBook(long, 2, "en")).toThrow(
      expect.objectContaining({ texts: [expect.objectContaining({ key: "batchTooLong" })] }),
    );
  });
});
