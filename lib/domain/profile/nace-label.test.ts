import { describe, expect, it } from "vitest";
import { naceLabel } from "./nace-label";

describe("naceLabel", () => {
  it("names codes the register uses and leaves unknown ones to the raw code", () => {
    expect(naceLabel("49.41", "en")).toBe("Freight transport by road");
    expect(naceLabel("49.41", "lv")).toBe("Kravu pārvadājumi pa autoceļiem");
    expect(naceLabel("99.99", "en")).toBeUndefined();
    expect(naceLabel(null, "lv")).toBeUndefined();
  });
});
