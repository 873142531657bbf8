import { describe, expect, it } from "vitest";
import { fitText, textWidth } from "./fit-text";

describe("fitText", () => {
  it("keeps a name that fits whole", () => {
    expect(fitText("SIA Demo", 196, 13, true)).toBe("SIA Demo");
  });

  it("cuts a name that would run past its box, the cut text and its ellipsis within the width", () => {
    // 27 characters, which the former cut at 28 characters left whole and wider than its 220-pixel box.
    const name = 'SIA "Austrumu Tranzīts Demo"';
    const fitted = fitText(name, 196, 13, true);
    expect(fitted).toMatch(/^SIA "Austrumu Tranz.*…$/);
    expect(textWidth(fitted, 13, true)).toBeLessThanOrEqual(196);
  });

  it("counts wide letters wider than narrow ones, so a name of i's keeps more characters than one of m's", () => {
    expect(fitText("i".repeat(80), 100, 12, false).length).toBeGreaterThan(
      fitText("m".repeat(80), 100, 12, false).length,
    );
  });

  it("treats Latvian letters as their base letters, whether their accents come composed or apart", () => {
    expect(textWidth("ĪĀŠ", 13, true)).toBe(textWidth("IAS", 13, true));
    expect(textWidth("ĪĀŠ".normalize("NFD"), 13, true)).toBe(textWidth("IAS", 13, true));
  });

  it("cuts between graphemes: never a letter from its accent, nor a flag or an emoji in two", () => {
    expect(fitText("Ā".normalize("NFD").repeat(40), 100, 13, true)).toMatch(/^(A\u0304)+…$/);
    expect(fitText("🇱🇻".repeat(40), 100, 13, true)).toMatch(/^(🇱🇻)+…$/);
    expect(fitText("Demo 👨‍👩‍👧 ".repeat(10), 60, 13, true)).not.toMatch(/\u200d…$/);
  });

  it("measures each letter and digit at DejaVu Sans's own width", () => {
    expect(textWidth("aZ9", 1000, true)).toBeCloseTo(675 + 725 + 696);
    expect(textWidth("mW0", 1000, false)).toBeCloseTo(974 + 989 + 636);
  });

  it("keeps at least the first letter in a box too small for more", () => {
    expect(fitText("Ab", 10, 13, true)).toBe("A…");
  });
});
