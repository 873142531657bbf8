import { describe, expect, it } from "vitest";
import { SAME_ON_EVERY_ROW_MIN_ROWS, sameOnEveryRow } from "./same-on-every-row";

const officers = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    legal_entity_id: 100,
    note: null,
    basis: { code: "A", text: "same" },
    registered_on: `2020-01-${String((i % 28) + 1).padStart(2, "0")}`,
  }));

describe("sameOnEveryRow", () => {
  it("finds the fields every row of a long list has with the same value, nested values included", () => {
    const rows = officers(SAME_ON_EVERY_ROW_MIN_ROWS);
    expect(sameOnEveryRow(rows, ["id", "legal_entity_id", "note", "basis", "registered_on"])).toEqual([
      "legal_entity_id",
      "note",
      "basis",
    ]);
  });

  it("keeps a field that one row lacks or words differently", () => {
    const rows: Record<string, unknown>[] = officers(20);
    rows[7] = { ...rows[7], basis: { code: "A", text: "other" } };
    const { note: _, ...lacking } = rows[12]!;
    rows[12] = lacking;
    expect(sameOnEveryRow(rows, ["legal_entity_id", "note", "basis"])).toEqual(["legal_entity_id"]);
  });

  it("leaves a short list as it is", () => {
    expect(sameOnEveryRow(officers(SAME_ON_EVERY_ROW_MIN_ROWS - 1), ["legal_entity_id"])).toEqual([]);
  });
});
