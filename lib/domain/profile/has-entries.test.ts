import { describe, expect, it } from "vitest";
import { demoRecord } from "@/dev/testing/demo-records";
import { hasEntries } from "./has-entries";

describe("hasEntries", () => {
  it("finds nothing in a missing, empty or ids-only part of a record", () => {
    expect(hasEntries(null)).toBe(false);
    expect(hasEntries([])).toBe(false);
    expect(hasEntries({ id: 4, created_at: "2020-01-01T00:00:00Z", field_offices: [], LegalActID: null })).toBe(false);
  });

  it("finds an entry, a flag or a text", () => {
    expect(hasEntries([{ id: 1 }])).toBe(true);
    expect(hasEntries({ id: 4, is_registered: false })).toBe(true);
    expect(hasEntries({ id: 4, nested: { id: 5, name: "X" } })).toBe(true);
  });

  it("finds an SIA's liquidations empty and its officers not", () => {
    const record = demoRecord("amber");
    expect(hasEntries(record.Liquidations)).toBe(false);
    expect(hasEntries(record.Officers)).toBe(true);
  });
});
