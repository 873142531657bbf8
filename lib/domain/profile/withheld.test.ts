import { describe, expect, it } from "vitest";
import { PURPOSE_REASON, ROLE_REASON } from "@/lib/domain/access/gate-record";
import { withheldLabel, withheldReason } from "./withheld";

const identity = (scopes: string[]) => ({
  credential_id: "c",
  owner_id: "o",
  api_key: "ak_x",
  name: "x",
  scopes,
});

describe("withheldReason", () => {
  it("blames the missing scope, or else the account approval", () => {
    expect(withheldReason(identity(["legal-entities:read"]), null)).toBe("noScope");
    expect(withheldReason(identity(["legal-entities:read", "legal-entities:personal-details"]), null)).toBe(
      "notApproved",
    );
    expect(withheldReason(null, null)).toBe("unknownCredential");
  });

  it("puts the app's own gate before what the credential may see", () => {
    const full = identity(["legal-entities:read", "legal-entities:personal-details"]);
    expect(withheldReason(full, ROLE_REASON)).toBe("role");
    expect(withheldReason(full, PURPOSE_REASON)).toBe("purpose");
  });
});

describe("withheldLabel", () => {
  it("says the details were withheld in the language asked for", () => {
    expect(withheldLabel("en")).toBe("Personal details withheld");
    expect(withheldLabel("lv")).toBe("Personas dati nav izpausti");
  });
});
