import { describe, expect, it } from "vitest";
import { memoByObject } from "./memo-by-object";

describe("memoByObject", () => {
  it("derives once per object and again for another object", () => {
    let calls = 0;
    const size = memoByObject((list: number[]) => {
      calls++;
      return list.length;
    });
    const a = [1, 2, 3];
    expect(size(a)).toBe(3);
    expect(size(a)).toBe(3);
    expect(calls).toBe(1);
    expect(size([1])).toBe(1);
    expect(calls).toBe(2);
  });
});
