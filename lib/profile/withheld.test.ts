import { describe, expect, it } from "vitest";
import { withheldReason } from "./withheld";

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
