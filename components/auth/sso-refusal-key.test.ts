import { describe, expect, it } from "vitest";
import { SSO_REFUSALS } from "@/lib/edge/auth/sso-admission";
import { ssoErrorCode } from "@/lib/edge/auth/sso-sign-in";
import { MESSAGES } from "@/lib/platform/i18n/messages";
import { ssoRefusalKey } from "./sso-refusal-key";

describe("ssoRefusalKey", () => {
  it("gives each of the app's refusals a message of its own", () => {
    const keys = SSO_REFUSALS.map((reason) => ssoRefusalKey(ssoErrorCode(reason)));
    expect(keys).not.toContain("failed");
    expect(new Set(keys).size).toBe(SSO_REFUSALS.length);
    for (const key of keys) expect(MESSAGES.lv.account.signIn.ssoRefused[key!]).toBeTruthy();
  });

  it("words better-auth's failures by what the user can do, and anything else as a failure", () => {
    expect(ssoRefusalKey("unable_to_get_user_info")).toBe("notVerified");
    expect(ssoRefusalKey("issuer_mismatch")).toBe("issuerMismatch");
    expect(ssoRefusalKey("state_mismatch")).toBe("expired");
    expect(ssoRefusalKey("<script>")).toBe("failed");
    expect(ssoRefusalKey("toString")).toBe("failed");
    expect(ssoRefusalKey(undefined)).toBeNull();
  });
});
