import { describe, expect, it } from "vitest";
import { parseRegistryConfig } from "./registry-config";

const valid = {
  REGISTRY_BASE_URL: "https://registry.example/base",
  REGISTRY_API_KEY: "ak_live_1",
  REGISTRY_API_SECRET: "very-secret-value",
};

describe("parseRegistryConfig", () => {
  it("applies the default header names and timeout", () => {
    const config = parseRegistryConfig(valid);
    expect(config.headerNames).toEqual({
      apiKey: "X-API-Key",
      timestamp: "X-API-Timestamp",
      nonce: "X-API-Nonce",
      signature: "X-API-Signature",
    });
    expect(config.timeoutMs).toBe(10_000);
  });

  it("takes provider-specific header names and timeout from the environment", () => {
    const config = parseRegistryConfig({ ...valid, REGISTRY_HEADER_SIGNATURE: "X-Sig", REGISTRY_TIMEOUT_MS: "2500" });
    expect(config.headerNames.signature).toBe("X-Sig");
    expect(config.timeoutMs).toBe(2500);
  });

  it("lists every problem by variable name without echoing the secret", () => {
    const attempt = () =>
      parseRegistryConfig({ REGISTRY_BASE_URL: "ftp://x", REGISTRY_API_KEY: "pk_1", REGISTRY_API_SECRET: "" });
    expect(attempt).toThrow(/REGISTRY_BASE_URL/);
    expect(attempt).toThrow(/REGISTRY_API_KEY: must start with ak_/);
    expect(attempt).toThrow(/REGISTRY_API_SECRET: is required/);
    const withSecret = () =>
      parseRegistryConfig({ ...valid, REGISTRY_API_KEY: "bad", REGISTRY_API_SECRET: "s3cr3t-XYZ" });
    expect(withSecret).toThrow();
    expect(() => withSecret()).not.toThrow(/s3cr3t-XYZ/);
  });
});
