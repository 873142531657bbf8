import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { translator } from "./translator";

const LV = join(__dirname, "messages", "lv");

describe("the Latvian catalogue", () => {
  it("uses banking Latvian: relationships are links, not obligations; batches and the purpose of access", () => {
    for (const file of readdirSync(LV)) {
      const text = readFileSync(join(LV, file), "utf8");
      for (const wrong of [/saistīb/i, /pakešpārbaud/i, /uzmeklēšanas mērķ/i]) expect(text, file).not.toMatch(wrong);
    }
    expect(translator("lv", "record")("sections.relationships")).toBe("Saiknes");
  });

  it("counts in the nominative where Latvian does (13, 20), the genitive only for none", () => {
    const note = (count: number) => translator("lv", "timeline")("note", { count });
    expect(note(13)).toBe("13 datēti notikumi");
    expect(note(20)).toBe("20 datēti notikumi");
    expect(note(21)).toBe("21 datēts notikums");
    expect(note(5)).toBe("5 datēti notikumi");
    expect(note(0)).toBe("0 datētu notikumu");
  });
});
