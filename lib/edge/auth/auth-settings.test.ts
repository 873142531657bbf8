import { describe, expect, it } from "vitest";
import { parseAuthSettings } from "./auth-settings";

describe("parseAuthSettings", () => {
  it("defaults to email and password, purpose required, no demo", () => {
    expect(parseAuthSettings({})).toEqual({ demoMode: false, requirePurpose: true });
  });

  it("reads single sign-on with its default roles, the admin account and the switches", () => {
    expect(
      parseAuthSettings({
        APP_URL: "https://lens.example/",
        OIDC_ISSUER: "https://id.example/realms/x",
        OIDC_CLIENT_ID: "lens",
        OIDC_CLIENT_SECRET: "s3cret",
        OIDC_DEFAULT_ROLES: "analyst, personal-data",
        ADMIN_EMAIL: "Boss@Example.lv",
        ADMIN_PASSWORD: "long enough",
        DEMO_MODE: "1",
        REQUIRE_PURPOSE: "0",
      }),
    ).toEqual({
      appUrl: "https://lens.example",
      oidc: {
        issuer: "https://id.example/realms/x",
        clientId: "lens",
        clientSecret: "s3cret",
        defaultRoles: ["analyst", "personal-data"],
      },
      admin: { email: "boss@example.lv", password: "long enough" },
      demoMode: true,
      requirePurpose: false,
    });
  });

  it("names what is wrong", () => {
    expect(() => parseAuthSettings({ OIDC_ISSUER: "https://id.example" })).toThrow(
      "set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none",
    );
    expect(() => parseAuthSettings({ OIDC_DEFAULT_ROLES: "boss" })).toThrow("A role is one of");
    expect(() => parseAuthSettings({ ADMIN_EMAIL: "a@b.lv" })).toThrow("set both ADMIN_EMAIL and ADMIN_PASSWORD");
  });
});
