import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "./webhook-signature";

const secret = "whsec-test";
const body = JSON.stringify({ id: 7, regcode: "40003510005", severity: "high" });

describe("alert webhook signatures", () => {
  it("verify a delivery signed over its timestamp and exact body", () => {
    const signature = signWebhook(secret, 1_800_000_000, body);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook({ secret, body, timestamp: "1800000000", signature, nowSeconds: 1_800_000_100 })).toEqual({
      ok: true,
    });
  });

  it("refuse a changed body, another secret, a stale timestamp and missing headers, saying which", () => {
    const signature = signWebhook(secret, 1_800_000_000, body);
    const check = (over: Partial<Parameters<typeof verifyWebhook>[0]>) =>
      verifyWebhook({ secret, body, timestamp: "1800000000", signature, nowSeconds: 1_800_000_000, ...over });
    expect(check({ body: body.replace("high", "low") })).toEqual({
      ok: false,
      reason: "the signature does not match the body",
    });
    expect(check({ secret: "other" })).toMatchObject({ ok: false });
    expect(check({ nowSeconds: 1_800_000_301 })).toEqual({ ok: false, reason: "the timestamp is 301 s away from now" });
    expect(check({ timestamp: null })).toEqual({ ok: false, reason: "no x-registry-lens-timestamp header" });
    expect(check({ signature: "abc" })).toEqual({ ok: false, reason: "no v1= signature in x-registry-lens-signature" });
  });
});
