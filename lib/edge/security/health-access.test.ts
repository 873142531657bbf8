import { describe, expect, it } from "vitest";
import { mayCheckRegistry } from "./health-access";

const HEALTH = "http://app/api/health";

describe("mayCheckRegistry", () => {
  it("lets nobody check when no token is configured", () => {
    expect(mayCheckRegistry(new Request(HEALTH), undefined)).toBe(false);
    expect(mayCheckRegistry(new Request(HEALTH), "")).toBe(false);
    expect(mayCheckRegistry(new Request(`${HEALTH}?token=`), "")).toBe(false);
  });

  it("accepts the token as a bearer credential or a query parameter", () => {
    expect(mayCheckRegistry(new Request(HEALTH, { headers: { authorization: "Bearer s3cret" } }), "s3cret")).toBe(true);
    expect(mayCheckRegistry(new Request(`${HEALTH}?token=s3cret`), "s3cret")).toBe(true);
  });

  it("refuses a missing, wrong, longer or prefix token", () => {
    for (const presented of [undefined, "Bearer wrong", "Bearer s3cret2", "Bearer s3cre", "Basic s3cret"]) {
      const headers: Record<string, string> = presented ? { authorization: presented } : {};
      expect(mayCheckRegistry(new Request(HEALTH, { headers }), "s3cret"), presented).toBe(false);
    }
    expect(mayCheckRegistry(new Request(`${HEALTH}?token=`), "s3cret")).toBe(false);
  });
});
