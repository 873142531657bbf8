import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRegcode } from "./regcode";

const asciiDigits = (n: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });
// Digits of other scripts that \d-style or Number()-style checks would let through.
const foreignDigit = fc.constantFrom("٤", "۴", "४", "৪", "４", "𝟒", "¹", "⁴", "Ⅳ", "٠");

describe("regcode validation (properties)", () => {
  it("accepts every string of exactly 11 ASCII digits", () => {
    fc.assert(
      fc.property(asciiDigits(11), (code) => {
        expect(isRegcode(code)).toBe(true);
      }),
    );
  });

  it("rejects any other number of digits", () => {
    const length = fc.integer({ min: 0, max: 40 }).filter((n) => n !== 11);
    fc.assert(
      fc.property(length.chain(asciiDigits), (code) => {
        expect(isRegcode(code)).toBe(false);
      }),
    );
  });

  it("rejects 11 digits with any one replaced by a non-ASCII-digit character", () => {
    const other = fc.oneof(
      foreignDigit,
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }).filter((c) => !/[0-9]/.test(c)),
    );
    fc.assert(
      fc.property(asciiDigits(11), fc.integer({ min: 0, max: 10 }), other, (code, at, char) => {
        expect(isRegcode(code.slice(0, at) + char + code.slice(at + 1))).toBe(false);
      }),
    );
  });

  it("rejects valid digits with anything around them (whitespace, newline, separators)", () => {
    const extra = fc.string({
      unit: fc.constantFrom(" ", "\n", "\t", "-", "/", "%2F", "\u00a0", "0"),
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(asciiDigits(11), extra, fc.boolean(), (code, pad, before) => {
        expect(isRegcode(before ? pad + code : code + pad)).toBe(false);
      }),
    );
  });

  it("rejects the Arabic-Indic spelling of a real number", () => {
    expect(isRegcode("٤٠٠٠٣٠٣٢٩٤٩")).toBe(false);
  });
});
