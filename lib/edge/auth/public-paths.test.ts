import { describe, expect, it } from "vitest";
import { isCrossOriginWrite, isPublicPath } from "./public-paths";

describe("isPublicPath", () => {
  it("lets the sign-in page, auth routes and probes through, nothing else", () => {
    const open = ["/sign-in", "/api/preferences/language", "/api/auth/sign-in/email", "/api/ping", "/api/health"];
    const closed = [
      "/",
      "/sign-in-help",
      "/api/pings",
      "/api/legal-entities/40003245752",
      "/admin/users",
      "/api/authx",
    ];
    expect(open.map(isPublicPath)).toEqual(open.map(() => true));
    expect(closed.map(isPublicPath)).toEqual(closed.map(() => false));
  });
});

describe("isCrossOriginWrite", () => {
  const own = "http://127.0.0.1:4100";
  it("refuses a write from another origin or without an Origin header", () => {
    expect(isCrossOriginWrite("POST", "https://evil.example", own)).toBe(true);
    expect(isCrossOriginWrite("PATCH", null, own)).toBe(true);
    expect(isCrossOriginWrite("delete", "http://127.0.0.1:4101", own)).toBe(true);
  });

  it("allows the app's own writes and any read", () => {
    expect(isCrossOriginWrite("POST", own, own)).toBe(false);
    expect(isCrossOriginWrite("GET", "https://evil.example", own)).toBe(false);
  });

  it("takes a form's `Origin: null` as the app's own only when the browser says the request is same-origin", () => {
    expect(isCrossOriginWrite("POST", "null", own, "same-origin")).toBe(false);
    expect(isCrossOriginWrite("POST", "null", own, "cross-site")).toBe(true);
    expect(isCrossOriginWrite("POST", "null", own, null)).toBe(true);
    expect(isCrossOriginWrite("POST", "https://evil.example", own, "same-origin")).toBe(true);
  });
});
