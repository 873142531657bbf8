import { describe, expect, it } from "vitest";
import { countWithheld, withheldReason } from "./withheld";
import { demoRecord } from "./test-records";

const identity = (scopes: string[]) => ({
  credential_id: "c",
  owner_id: "o",
  api_key: "ak_x",
  name: "x",
  scopes,
});

describe("withheldReason", () => {
  it("blames the missing scope, or else the account approval", () => {
    expect(withheldReason(identity(["legal-entities:read"]))).toBe(
      "The credential in use does not have the personal-details scope",
    );
    expect(withheldReason(identity(["legal-entities:read", "legal-entities:personal-details"]))).toBe(
      "The account is not approved for restricted personal details",
    );
  });
});

describe("countWithheld", () => {
  it("finds no withheld persons when personal details are present", () => {
    expect(countWithheld(demoRecord("amber")).total).toBe(0);
    expect(countWithheld(demoRecord("authority")).total).toBe(0);
  });

  it("counts every withheld person separately, in hidden and masked form alike", () => {
    const hidden = countWithheld(demoRecord("amber", "hidden"));
    const masked = countWithheld(demoRecord("amber", "masked"));
    expect(hidden.total).toBeGreaterThan(3);
    expect(masked.total).toBe(hidden.total);
    expect(hidden.firstSection).toBe("officers");
    expect(hidden.bySection.members).toBeGreaterThan(0);
  });

  it("counts the school branches' general managers of a public authority", () => {
    expect(countWithheld(demoRecord("authority", "hidden")).bySection["public-authority"]).toBeGreaterThan(0);
  });
});
