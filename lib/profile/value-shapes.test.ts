import { describe, expect, it } from "vitest";
import { isValueItem, nameOf } from "./value-shapes";

describe("nameOf", () => {
  it("prefers the current name, then the name, the number and the address", () => {
    expect(nameOf({ current_name: "A", name: "B", registration_number: "40003510005" })).toBe("A");
    expect(nameOf({ current_name: "", name: "B" })).toBe("B");
    expect(nameOf({ registration_number: "40003510005", address_complete: "Rīga" })).toBe("40003510005");
    expect(nameOf({ address_complete: "Rīga" })).toBe("Rīga");
    expect(nameOf({ id: 7 })).toBeUndefined();
  });
});

describe("isValueItem", () => {
  it("takes items whose only other fields are ids", () => {
    expect(isValueItem({ id: 1, activities_details_id: 2, value: "Trade" })).toBe(true);
    expect(isValueItem({ value: "x" })).toBe(true);
  });

  it("refuses items that say more than their value, and non-objects", () => {
    expect(isValueItem({ id: 1, value: "x", registered_on: "2020-01-01" })).toBe(false);
    expect(isValueItem({ id: 1 })).toBe(false);
    expect(isValueItem(["value"])).toBe(false);
    expect(isValueItem(null)).toBe(false);
  });
});
