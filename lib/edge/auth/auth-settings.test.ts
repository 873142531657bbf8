import { describe, expect, it } from "vitest";
import { parseAuthSettings } from "./auth-settings";

const SSO = {
  OIDC_ISSUER: "https://id.example/realms/x",
  OIDC_CLIENT_ID: "lens",
  OIDC_CLIENT_SECRET: "s3cret",
  OIDC_ROLE_MAP: "lens-analysts=analyst",
};

describe("parseAuthSettings", () => {
  it("defaults to email and password, purpose required, no demo", () => {
    expect(parseAuthSettings({})).toEqual({ passwordSignIn: true, demoMode: false, requirePurpose: true });
  });

  it("reads single sign-on with its role map and allowed domains, the admin account and the switches", () => {
    expect(
      parseAuthSettings({
        ...SSO,
        APP_URL: "https://lens.example/",
        OIDC_PROVIDER_NAME: "Bank ID",
        OIDC_SCOPES: "openid email profile groups",
        OIDC_ROLE_CLAIM: "realm_access.roles",
        OIDC_ROLE_MAP: "lens-analysts=analyst, lens-personal=analyst+personal-data",
        OIDC_ALLOWED_DOMAINS: "Bank.lv, @bank.com",
        PASSWORD_SIGN_IN: "off",
        ADMIN_EMAIL: "Boss@Example.lv",
        ADMIN_PASSWORD: "long enough",
        REQUIRE_PURPOSE: "0",
      }),
    ).toEqual({
      appUrl: "https://lens.example",
      oidc: {
        issuer: "https://id.example/realms/x",
        clientId: "lens",
        clientSecret: "s3cret",
        providerName: "Bank ID",
        scopes: ["openid", "email", "profile", "groups"],
        roleClaim: "realm_access.roles",
        roleMap: new Map([
          ["lens-analysts", ["analyst"]],
          ["lens-personal", ["analyst", "personal-data"]],
        ]),
        allowedDomains: ["bank.lv", "bank.com"],
      },
      passwordSignIn: false,
      admin: { email: "boss@example.lv", password: "long enough" },
      demoMode: false,
      requirePurpose: false,
    });
  });

  it("names the provider by the issuer's host, asks for its groups claim and lets in only made accounts by default", () => {
    expect(parseAuthSettings(SSO).oidc).toMatchObject({
      providerName: "id.example",
      scopes: ["openid", "email", "profile"],
      roleClaim: "groups",
      allowedDomains: [],
    });
  });

  it("names what is wrong by its variable", () => {
    expect(() => parseAuthSettings({ OIDC_ISSUER: "https://id.example" })).toThrow(
      "set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none",
    );
    expect(() => parseAuthSettings({ ...SSO, OIDC_ROLE_MAP: "" })).toThrow("set OIDC_ROLE_MAP with OIDC_ISSUER");
    expect(() => parseAuthSettings({ ...SSO, OIDC_ROLE_MAP: "lens-analysts=boss" })).toThrow(
      'OIDC_ROLE_MAP: "lens-analysts=boss": "boss" is not a role',
    );
    expect(() => parseAuthSettings({ ...SSO, OIDC_ALLOWED_DOMAINS: "bank.lv, *.bank.lv" })).toThrow(
      "OIDC_ALLOWED_DOMAINS: list domains like bank.lv",
    );
    expect(() => parseAuthSettings({ ...SSO, OIDC_SCOPES: "email profile" })).toThrow(
      "OIDC_SCOPES must include openid",
    );
    expect(() => parseAuthSettings({ ...SSO, OIDC_DEFAULT_ROLES: "analyst" })).toThrow(
      "OIDC_DEFAULT_ROLES is no longer read: map the provider's groups to roles with OIDC_ROLE_MAP",
    );
    // Without single sign-on it never mattered: an environment copied from an older example still starts.
    expect(parseAuthSettings({ OIDC_DEFAULT_ROLES: "analyst" }).oidc).toBeUndefined();
    expect(() => parseAuthSettings({ ...SSO, PASSWORD_SIGN_IN: "maybe" })).toThrow("PASSWORD_SIGN_IN: use 1 or 0");
    expect(() => parseAuthSettings({ PASSWORD_SIGN_IN: "off" })).toThrow("PASSWORD_SIGN_IN=off needs single sign-on");
    expect(() => parseAuthSettings({ ...SSO, PASSWORD_SIGN_IN: "off", DEMO_MODE: "1" })).toThrow(
      "PASSWORD_SIGN_IN=off cannot go with DEMO_MODE",
    );
    expect(() => parseAuthSettings({ ADMIN_EMAIL: "a@b.lv" })).toThrow("set both ADMIN_EMAIL and ADMIN_PASSWORD");
  });
});
