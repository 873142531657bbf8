import { describe, expect, it } from "vitest";
import { cutLongValues } from "./cut-long-values";

const note = (more: number) => `[+${more}]`;

describe("cutLongValues", () => {
  it("cuts strings past the bound wherever they are, saying how much was left out", () => {
    const value = { a: "x".repeat(12), list: [{ b: "y".repeat(11) }, "short"], n: 5, none: null };
    expect(cutLongValues(value, 10, note)).toEqual({
      a: `${"x".repeat(10)}[+2]`,
      list: [{ b: `${"y".repeat(10)}[+1]` }, "short"],
      n: 5,
      none: null,
    });
  });

  it("never splits a character made of two UTF-16 units, and leaves a record without long values as it is", () => {
    expect(cutLongValues(`${"a".repeat(9)}😀tail`, 10, note)).toBe(`${"a".repeat(9)}[+6]`);
    const untouched = { a: "short", b: ["also"] };
    expect(cutLongValues(untouched, 10, note)).toBe(untouched);
  });
});
