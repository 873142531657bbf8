import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passesCheckDigit } from "./check-digit";

describe("passesCheckDigit", () => {
  it("accepts real Latvian registration numbers", () => {
    expect(passesCheckDigit("40003032949")).toBe(true);
    expect(passesCheckDigit("90000010008")).toBe(true);
  });

  it("flags a single mistyped digit", () => {
    expect(passesCheckDigit("40003032948")).toBe(false);
    expect(passesCheckDigit("40003032049")).toBe(false);
  });

  it("never passes anything that is not 11 digits", () => {
    expect(passesCheckDigit("4000303294")).toBe(false);
    expect(passesCheckDigit("400030329490")).toBe(false);
    expect(passesCheckDigit("4000303294x")).toBe(false);
  });

  it("catches every change of a single digit in a passing number", () => {
    const valid = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
      .map((stem) => Array.from({ length: 10 }, (_, last) => stem.join("") + last).find(passesCheckDigit))
      .filter((code): code is string => code !== undefined);
    fc.assert(
      fc.property(valid, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (code, position, delta) => {
        const changed = (Number(code[position]) + delta) % 10;
        const typo = code.slice(0, position) + changed + code.slice(position + 1);
        // Weights 1..10 are invertible mod 11, so one wrong digit always breaks the sum.
        expect(passesCheckDigit(typo)).toBe(false);
      }),
    );
  });
});
