import { describe, expect, it } from "vitest";
import { describeParty, hasParty, isWithheldParty, isWithheldPerson } from "./party";
import { demoRecord } from "@/dev/testing/demo-records";

describe("describeParty", () => {
  it("names persons and legal entities with their registration numbers", () => {
    const sanctioned = demoRecord("sanctioned");
    expect(describeParty(sanctioned.Officers[0])).toMatchObject({ kind: "person" });
    const shell = describeParty(sanctioned.Members[0]);
    expect(shell).toMatchObject({ kind: "entity", name: "OOO Vostok Demo Trade", registrationNumber: null });
  });

  it("marks a person withheld when the credential lacks the scope or the account is not approved", () => {
    expect(describeParty(demoRecord("sanctioned", "hidden").Officers[0])).toEqual({ kind: "withheld" });
    expect(describeParty(demoRecord("sanctioned", "masked").Officers[0])).toEqual({ kind: "withheld" });
  });

  it("never takes a legal entity for a withheld person", () => {
    expect(describeParty(demoRecord("sanctioned", "hidden").Members[0]).kind).toBe("entity");
  });
});

describe("isWithheldPerson", () => {
  it("flags a person field only when its id says there is a person", () => {
    expect(isWithheldPerson(null, 7)).toBe(true);
    expect(isWithheldPerson({ id: 7, name: "", forename: null, surname: null }, 7)).toBe(true);
    expect(isWithheldPerson(null, null)).toBe(false);
    expect(isWithheldPerson({ id: 7, name: "Anna Demo" }, 7)).toBe(false);
  });
});

describe("hasParty and isWithheldParty", () => {
  it("see a party in a person's or an entity's place, and a withheld one only where a person could stand", () => {
    expect(hasParty({ natural_person: null, legal_entity_basic: null })).toBe(true);
    expect(hasParty({ legal_entity_basic: null })).toBe(true);
    expect(hasParty({ name: "x" })).toBe(false);
    expect(isWithheldParty({ natural_person: null, legal_entity_basic: null })).toBe(true);
    expect(isWithheldParty({ legal_entity_basic: null })).toBe(false);
  });
});
