import { describe, expect, it } from "vitest";
import { parseAuthSettings } from "./auth-settings";
import { decideSsoSignIn, type LocalAccount } from "./sso-admission";

const oidc = parseAuthSettings({
  OIDC_ISSUER: "https://id.bank.lv",
  OIDC_CLIENT_ID: "lens",
  OIDC_CLIENT_SECRET: "secret",
  OIDC_ROLE_MAP: "lens-analysts=analyst,lens-admins=admin",
  OIDC_ALLOWED_DOMAINS: "bank.lv",
}).oidc!;

const existing = (email: string, extra: Partial<LocalAccount> = {}): LocalAccount => ({
  id: "u1",
  email,
  roles: ["auditor"],
  disabled: false,
  ...extra,
});

const decide = (claims: Record<string, unknown>, account: LocalAccount | null = null) =>
  decideSsoSignIn({ claims, oidc, account, recoveryEmail: "admin@bank.lv" });

describe("decideSsoSignIn", () => {
  it("admits with the roles the groups map to, whatever roles the account had", () => {
    expect(decide({ email: "Anna@Bank.lv", groups: ["lens-analysts", "hr"] }, existing("anna@bank.lv"))).toEqual({
      admitted: true,
      email: "anna@bank.lv",
      groups: ["lens-analysts", "hr"],
      roles: ["analyst"],
    });
  });

  it("makes an account only in an allowed domain; elsewhere the account must exist", () => {
    expect(decide({ email: "ivo@bank.lv", groups: ["lens-analysts"] })).toMatchObject({ admitted: true });
    expect(decide({ email: "ivo@sub.bank.lv", groups: ["lens-analysts"] })).toMatchObject({ reason: "not-allowed" });
    expect(decide({ email: "ivo@partner.lv", groups: ["lens-analysts"] })).toMatchObject({ reason: "not-allowed" });
    expect(decide({ email: "ivo@partner.lv", groups: ["lens-analysts"] }, existing("ivo@partner.lv"))).toMatchObject({
      admitted: true,
    });
  });

  it("refuses, each with its reason", () => {
    expect(decide({ groups: ["lens-analysts"] })).toMatchObject({ reason: "no-email" });
    expect(decide({ email: "a@bank.lv", email_verified: false, groups: ["lens-analysts"] })).toMatchObject({
      reason: "unverified-email",
    });
    expect(decide({ email: "a@bank.lv", email_verified: "false", groups: ["lens-analysts"] })).toMatchObject({
      reason: "unverified-email",
    });
    expect(decide({ email: "admin@bank.lv", groups: ["lens-admins"] })).toMatchObject({ reason: "password-account" });
    expect(decide({ email: "boss@bank.lv", groups: ["lens-admins"] }, existing("admin@bank.lv"))).toMatchObject({
      reason: "password-account",
    });
    expect(
      decide({ email: "a@bank.lv", groups: ["lens-analysts"] }, existing("a@bank.lv", { disabled: true })),
    ).toMatchObject({ reason: "account-disabled" });
    expect(decide({ email: "a@bank.lv", groups: ["hr"] }, existing("a@bank.lv"))).toMatchObject({
      admitted: false,
      reason: "no-mapped-group",
      groups: ["hr"],
    });
  });
});
