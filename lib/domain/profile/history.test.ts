import { describe, expect, it } from "vitest";
import { isFormer, splitCurrentFormer } from "./history";
import { demoRecord } from "@/dev/testing/demo-records";

const NOW = Date.parse("2026-01-01T00:00:00Z");

describe("isFormer", () => {
  it("treats removed, ended, resigned and annulled entries as former", () => {
    expect(isFormer({ removed_on: "2020-01-01T00:00:00Z" }, NOW)).toBe(true);
    expect(isFormer({ date_to: "2020-01-01T00:00:00Z" }, NOW)).toBe(true);
    expect(isFormer({ resigned_on: "2020-01-01T00:00:00Z" }, NOW)).toBe(true);
    expect(isFormer({ ended_on: "2020-01-01T00:00:00Z" }, NOW)).toBe(true);
    expect(isFormer({ is_annulled: true, removed_on: null }, NOW)).toBe(true);
  });

  it("keeps entries current while their end date lies ahead", () => {
    expect(isFormer({ removed_on: null, date_to: "2030-01-01T00:00:00Z", is_annulled: false }, NOW)).toBe(false);
    expect(isFormer({ removed_on: null, date_to: null, resigned_on: null, is_annulled: null }, NOW)).toBe(false);
    expect(isFormer({ removed_on: "2027-01-14T00:00:00Z", date_to: "2027-01-14T00:00:00Z" }, NOW)).toBe(false);
  });

  it("counts an end date it cannot read as an end", () => {
    expect(isFormer({ removed_on: "sometime" }, NOW)).toBe(true);
  });
});

describe("splitCurrentFormer on the large demo entity", () => {
  it("keeps the 40 sitting officers current and the rest former", () => {
    const { current, former } = splitCurrentFormer(demoRecord("large").Officers, NOW);
    expect(current).toHaveLength(40);
    expect(former).toHaveLength(1960);
  });
});
