import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonErrorPosition } from "./json-error-position";

describe("jsonErrorPosition", () => {
  it.each([
    ['{"a": secret}', 6],
    ['{"a":1', 6],
    ["", 0],
    ['{"name":"x"} trailing text', 13],
    ["[1,2,]", 5],
    ['{"a" 1}', 5],
    ['"tab\there"', 4],
    ['"\\x"', 2],
    ['"\\u12g4"', 3],
    ["01", 1],
    ["[tru]", 1],
    ['{"a":1,}', 7],
    ['  {"a": [1, {"b": nul}]}', 18],
  ])("finds where %j stops being JSON: %i", (text, position) => {
    expect(jsonErrorPosition(text)).toBe(position);
  });

  it("finds no error in any valid JSON", () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(jsonErrorPosition(text)).toBeUndefined();
      }),
    );
  });

  it("agrees with JSON.parse on what is valid, for any cut of any JSON", () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), (text, cut) => {
        const prefix = text.slice(0, cut % (text.length + 1));
        let valid = true;
        try {
          JSON.parse(prefix);
        } catch {
          valid = false;
        }
        expect(jsonErrorPosition(prefix) === undefined).toBe(valid);
      }),
    );
  });

  it("agrees with JSON.parse wherever it names a position", () => {
    for (const text of ['{"a":1', '{"name":"x"} trailing text', '{"a":1 "b":2}', "[1 2]"]) {
      let reported: string | undefined;
      try {
        JSON.parse(text);
      } catch (error) {
        reported = /position (\d+)/.exec(String(error))?.[1];
      }
      if (reported !== undefined) expect(jsonErrorPosition(text)).toBe(Number(reported));
    }
  });
});
