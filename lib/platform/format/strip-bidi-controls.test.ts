import { describe, expect, it } from "vitest";
import { stripBidiControls, withoutBidiControls } from "./strip-bidi-controls";

describe("withoutBidiControls", () => {
  it("takes every bidi control out of strings, keys and nested lists", () => {
    const controls = "\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    expect(stripBidiControls(`a${controls}b`)).toBe("ab");
    expect(withoutBidiControls({ "na\u202eme": ["x\u2067y", 1, null, { z: "\u200fq" }] })).toEqual({
      name: ["xy", 1, null, { z: "q" }],
    });
  });

  it("keeps a value without them as the very same object, with Latvian and other scripts as they are", () => {
    const value = { name: 'SIA "Ābele"', list: ["עברית", "zero\u200dwidth joiner"] };
    expect(withoutBidiControls(value)).toBe(value);
  });
});
