import { describe, expect, it } from "vitest";
import { isNestedValue, isValueItem, nameOf } from "./value-shapes";

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

describe("isNestedValue", () => {
  it("takes objects and lists of objects", () => {
    expect(isNestedValue({ id: 1, number: "12" })).toBe(true);
    expect(isNestedValue([{ id: 1, name: "SIA A" }, "x"])).toBe(true);
  });

  it("leaves plain values, lists of them and lists of value items in their column", () => {
    for (const value of [null, "2021-06-01", 3, true, [], ["a", "b"], [{ id: 1, value: "Trade" }]])
      expect(isNestedValue(value), JSON.stringify(value)).toBe(false);
  });
});
