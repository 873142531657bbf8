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

  it.each(["http://registry.example", "http://10.0.0.5:8080", "http://127.0.0.1.example.com", "http://[::2]/"])(
    "refuses the plain-http registry %s, naming the variable",
    (url) => {
      expect(() => parseRegistryConfig({ ...valid, REGISTRY_BASE_URL: url })).toThrow(
        /REGISTRY_BASE_URL: must use https unless the registry is on this machine/,
      );
    },
  );

  it.each([
    "http://127.0.0.1:4100",
    "http://127.8.9.10/x",
    "http://localhost:3001",
    "http://[::1]:9000",
    "https://10.0.0.5",
  ])("accepts %s (https, or plain http on loopback)", (url) => {
    expect(parseRegistryConfig({ ...valid, REGISTRY_BASE_URL: url }).baseUrl.href).toBe(new URL(url).href);
  });

  it("reads REGISTRY_MAX_RPS (default 5, fractions allowed) and names what is wrong with a bad one", () => {
    expect(parseRegistryConfig(valid).maxRps).toBe(5);
    expect(parseRegistryConfig({ ...valid, REGISTRY_MAX_RPS: "0.5" }).maxRps).toBe(0.5);
    expect(() => parseRegistryConfig({ ...valid, REGISTRY_MAX_RPS: "0" })).toThrow(
      "REGISTRY_MAX_RPS: must be above 0 (e.g. 0.5 for one request every two seconds)",
    );
    expect(() => parseRegistryConfig({ ...valid, REGISTRY_MAX_RPS: "20000" })).toThrow(
      "REGISTRY_MAX_RPS: must be at most 10000 requests per second",
    );
    expect(() => parseRegistryConfig({ ...valid, REGISTRY_MAX_RPS: "fast" })).toThrow(
      "REGISTRY_MAX_RPS: must be a number of requests per second, e.g. 5",
    );
  });

  it("defaults the not-found cache, concurrency and body limits, and reads them from the environment", () => {
    const defaults = parseRegistryConfig(valid);
    expect(defaults.cache.notFoundTtlMs).toBe(60_000);
    expect(defaults.maxConcurrency).toBe(8);
    expect(defaults.maxBodyBytes).toBe(50 * 1024 * 1024);
    const set = parseRegistryConfig({
      ...valid,
      REGISTRY_NOT_FOUND_TTL_MS: "0",
      REGISTRY_MAX_CONCURRENCY: "3",
      REGISTRY_MAX_BODY_BYTES: "1048576",
    });
    expect([set.cache.notFoundTtlMs, set.maxConcurrency, set.maxBodyBytes]).toEqual([0, 3, 1048576]);
    expect(() => parseRegistryConfig({ ...valid, REGISTRY_MAX_CONCURRENCY: "0" })).toThrow(/REGISTRY_MAX_CONCURRENCY/);
  });
});
