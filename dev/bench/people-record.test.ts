import { describe, expect, it } from "vitest";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { peopleRecord } from "./people-record";

describe("peopleRecord", () => {
  const { regcode, record, names } = peopleRecord(1_001);
  const parsed = legalEntitySchema.parse(record);

  it("holds the rows asked for, half officers and the rest members, each a different person", () => {
    expect(parsed.Officers).toHaveLength(500);
    expect(parsed.Members).toHaveLength(501);
    expect(names).toHaveLength(1_001);
    expect(new Set(names).size).toBe(1_001);
    const people = [...parsed.Officers, ...parsed.Members].map((row) => row.natural_person?.name);
    expect(people).toEqual(names);
  });

  it("mixes current and former people, as a real register does", () => {
    const sitting = parsed.Officers.filter((row) => row.resigned_on === null).length;
    const current = parsed.Members.filter((row) => row.date_to === null).length;
    expect(sitting).toBe(125);
    expect(current).toBe(375);
  });

  it("is a record of its own number, the same on every build", () => {
    expect(parsed.registration_number).toBe(regcode);
    expect(peopleRecord(1_001).names).toEqual(names);
    expect(peopleRecord(5_000).regcode).not.toBe(regcode);
  });
});
