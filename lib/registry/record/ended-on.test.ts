import { describe, expect, it } from "vitest";
import { endedOn, hasEnded, termEndedOn } from "./ended-on";

const NOW = Date.parse("2026-01-01T00:00:00Z");

describe("endedOn", () => {
  it("gives the removal date first, then the end of the term, whichever field the list names it by", () => {
    expect(endedOn({ removed_on: "2021-01-01", date_to: "2020-01-01" })).toBe("2021-01-01");
    expect(endedOn({ removed_on: "", date_to: "2020-01-01" })).toBe("2020-01-01");
    expect(endedOn({ ended_on: "2018-01-01" })).toBe("2018-01-01");
    expect(endedOn({ resigned_on: "2019-01-01" })).toBe("2019-01-01");
    expect(endedOn({ removed_on: null })).toBeNull();
  });
});

describe("termEndedOn", () => {
  it("leaves a removal from the register out", () => {
    expect(termEndedOn({ removed_on: "2021-01-01", ended_on: "2020-01-01" })).toBe("2020-01-01");
    expect(termEndedOn({ removed_on: "2021-01-01" })).toBeNull();
  });
});

describe("hasEnded", () => {
  it("counts any end field whose date has come, and none still ahead", () => {
    for (const field of ["removed_on", "date_to", "ended_on", "resigned_on"])
      expect(hasEnded({ [field]: "2020-01-01T00:00:00Z" }, NOW)).toBe(true);
    expect(hasEnded({ ended_on: "2030-01-01T00:00:00Z", removed_on: null }, NOW)).toBe(false);
  });
});
