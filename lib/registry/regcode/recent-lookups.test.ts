import { describe, expect, it } from "vitest";
import { addRecentLookup, MAX_RECENT_LOOKUPS, parseRecentLookups } from "./recent-lookups";

const code = (n: number) => String(40000000000 + n);

describe("recent lookups", () => {
  it("puts the newest first and keeps only the last eight", () => {
    let list = parseRecentLookups(null);
    for (let n = 1; n <= 10; n++) list = addRecentLookup(list, { regcode: code(n) });
    expect(list).toHaveLength(MAX_RECENT_LOOKUPS);
    expect(list[0].regcode).toBe(code(10));
    expect(list.at(-1)?.regcode).toBe(code(3));
  });

  it("moves a repeated number to the top without duplicating it, keeping its name", () => {
    let list = addRecentLookup([], { regcode: code(1), name: 'SIA "Alfa"' });
    list = addRecentLookup(list, { regcode: code(2) });
    list = addRecentLookup(list, { regcode: code(1) });
    expect(list).toEqual([{ regcode: code(1), name: 'SIA "Alfa"' }, { regcode: code(2) }]);
  });

  it("survives what it stored and ignores anything it cannot read", () => {
    const list = addRecentLookup([], { regcode: code(1), name: "A" });
    expect(parseRecentLookups(JSON.stringify(list))).toEqual(list);
    expect(parseRecentLookups("{not json")).toEqual([]);
    expect(parseRecentLookups('{"regcode":"1"}')).toEqual([]);
    expect(parseRecentLookups(JSON.stringify([{ regcode: "123" }, { regcode: code(5) }, 7]))).toEqual([
      { regcode: code(5) },
    ]);
  });
});
