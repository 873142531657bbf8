import { describe, expect, it } from "vitest";
import { describeParty, isWithheldEntry } from "./party";
import { demoRecord } from "./test-records";

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

describe("isWithheldEntry", () => {
  it("flags a school's general manager only when the id says there is one", () => {
    expect(isWithheldEntry({ GeneralManagerID: 7, general_manager: null })).toBe(true);
    expect(isWithheldEntry({ GeneralManagerID: null, general_manager: null })).toBe(false);
  });
});
