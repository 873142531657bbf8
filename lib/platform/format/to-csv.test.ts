import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./to-csv";

describe("CSV export", () => {
  it("starts with a UTF-8 byte-order mark and a header row, and keeps diacritics", () => {
    const csv = toCsv(["Name", "City"], [["Jānis Bērziņš", "Rīga"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("Name,City\r\nJānis Bērziņš,Rīga\r\n");
  });

  it.each(['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1"])(
    "defuses the formula-like cell %j",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("quotes commas, quotes and line breaks and leaves plain values alone", () => {
    expect(csvCell('SIA "Demo", Rīga')).toBe('"SIA ""Demo"", Rīga"');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(null)).toBe("");
  });
});
