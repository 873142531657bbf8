import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeRegcodeInput } from "./normalize-regcode-input";

const searched = (raw: string) => {
  const result = normalizeRegcodeInput(raw);
  return result.kind === "empty" ? "" : result.digits;
};

describe("normalizeRegcodeInput", () => {
  it("accepts 11 digits as typed", () => {
    expect(normalizeRegcodeInput("40003032949")).toEqual({ kind: "valid", digits: "40003032949", stripped: false });
  });

  it("strips spaces, dashes and an LV prefix in any case, and says so", () => {
    for (const raw of ["LV 4000-3032-949", "lv40003032949", " 400 030 329 49 ", "Lv-40003032949", "4000–3032–949"]) {
      expect(normalizeRegcodeInput(raw)).toEqual({ kind: "valid", digits: "40003032949", stripped: true });
    }
  });

  it("counts the digits when there are too few or too many", () => {
    expect(normalizeRegcodeInput("400030329")).toMatchObject({
      kind: "invalid",
      problem: "Enter 11 digits — you typed 9.",
      foreign: [],
    });
    expect(normalizeRegcodeInput("LV 4000 3032 9490")).toMatchObject({
      kind: "invalid",
      digits: "400030329490",
      problem: "Enter 11 digits — you typed 12.",
    });
  });

  it("names characters that cannot be part of a number", () => {
    expect(normalizeRegcodeInput("4000303294O")).toMatchObject({
      kind: "invalid",
      problem: "A registration number has digits only — remove “O”.",
      foreign: ["O"],
    });
    expect(normalizeRegcodeInput("4000.3032/949")).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("“.”, “/”"),
    });
  });

  it("treats blank input as nothing typed yet", () => {
    expect(normalizeRegcodeInput("")).toEqual({ kind: "empty" });
    expect(normalizeRegcodeInput(" - LV ")).toEqual({ kind: "empty" });
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = searched(raw);
        expect(searched(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^(lv|LV|[ \-0-9a-z])*$/), (raw) => {
        const once = searched(raw);
        expect(searched(once)).toBe(once);
      }),
    );
  });

  it("brings any 11 digits back from separators and a prefix", () => {
    const digits = fc.stringMatching(/^[0-9]{11}$/);
    const separator = fc.constantFrom("", " ", "-", "  ", " - ", "\t", "–");
    const gaps = fc.array(separator, { minLength: 12, maxLength: 12 });
    const prefix = fc.constantFrom("", "LV", "lv", "Lv", "LV ", "lv-");
    fc.assert(
      fc.property(digits, gaps, prefix, (code, seps, lv) => {
        const typed = lv + seps[0] + [...code].map((d, i) => d + seps[i + 1]).join("");
        expect(normalizeRegcodeInput(typed)).toEqual({ kind: "valid", digits: code, stripped: typed !== code });
      }),
    );
  });
});
