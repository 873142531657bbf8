import { describe, expect, it } from "vitest";
import { discoveredIssuer, discoveryUrl, sameIssuer } from "./oidc-discovery";

const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("OpenID discovery", () => {
  it("is read below the issuer's own path", () => {
    expect(discoveryUrl("https://id.example/realms/bank/")).toBe(
      "https://id.example/realms/bank/.well-known/openid-configuration",
    );
  });

  it("names the issuer the provider says it is, or nothing when it cannot be read", async () => {
    expect(await discoveredIssuer("https://id.example", answering(200, { issuer: "https://other.example" }))).toBe(
      "https://other.example",
    );
    expect(await discoveredIssuer("https://id.example", answering(404, {}))).toBeNull();
    expect(await discoveredIssuer("https://id.example", answering(200, { jwks_uri: "x" }))).toBeNull();
    const failing: typeof fetch = async () => Promise.reject(new TypeError("fetch failed"));
    expect(await discoveredIssuer("https://id.example", failing)).toBeNull();
  });

  it("compares issuers exactly but for a trailing slash", () => {
    expect(sameIssuer("https://tenant.auth0.com/", "https://tenant.auth0.com")).toBe(true);
    expect(sameIssuer("https://id.example/realms/a", "https://id.example/realms/b")).toBe(false);
    expect(sameIssuer("http://127.0.0.1:8080", "http://localhost:8080")).toBe(false);
  });
});
