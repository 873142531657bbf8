import { describe, expect, it } from "vitest";
import { fieldSchema } from "@/lib/registry/schemas/field-kinds";
import { SECTIONS, listAnchor, sectionOfKey } from "./sections";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";

describe("the record model's sections", () => {
  it("claims only fields the schema has, and names lists their sections' objects hold", () => {
    for (const section of SECTIONS) {
      if (!("key" in section)) continue;
      const schema = fieldSchema(legalEntitySchema, section.key);
      expect(schema, section.key).toBeDefined();
      if (!("lists" in section)) continue;
      for (const key of Object.keys(section.lists)) {
        const nested = fieldSchema(schema, key) ?? fieldSchema(fieldSchema(schema, "farm_details"), key);
        expect(nested, `${section.key}.${key}`).toBeDefined();
      }
    }
  });

  it("gives every section and sub-section its own anchor", () => {
    const anchors = SECTIONS.flatMap((s) => [
      s.anchor,
      ...("lists" in s ? Object.values(s.lists) : []),
      ...("parts" in s ? Object.keys(s.parts) : []),
    ]);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("places unclaimed fields by their value and anchors unknown lists by their name", () => {
    expect(sectionOfKey("Officers", [])).toBe("officers");
    expect(sectionOfKey("status", "REGISTERED")).toBe("identity");
    expect(sectionOfKey("NewThing", { a: 1 })).toBe("other-data");
    expect(listAnchor("SchoolBranches")).toBe("school-branches");
    expect(listAnchor("NewList_items")).toBe("new-list-items");
  });
});
