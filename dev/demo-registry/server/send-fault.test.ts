import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { faultRegcodes } from "@/dev/demo-registry/fault-regcodes";
import { signedGet } from "./signed-get";
import { startDemoRegistry, type DemoRegistry } from "./start-demo-registry";

const LEGAL = "/service/api/v1/legal-entities/";
const { standard } = demoCredentials;
const getFault = (kind: keyof typeof faultRegcodes) =>
  signedGet(registry.url, LEGAL + faultRegcodes[kind].regcode, { credential: standard });

let registry: DemoRegistry;
beforeAll(async () => {
  registry = await startDemoRegistry({ port: 0, slowMs: 300 });
});
afterAll(() => registry.close());

describe("demo registry fault numbers", () => {
  it("are all distinct 11-digit numbers starting with 99", () => {
    const codes = Object.values(faultRegcodes).map((fault) => fault.regcode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^99[0-9]{9}$/);
  });

  it("still require a valid signature", async () => {
    const res = await signedGet(registry.url, LEGAL + faultRegcodes.html500.regcode, {
      credential: { apiKey: standard.apiKey, secret: "sk_wrong" },
    });
    expect(res.status).toBe(401);
  });

  it("slow: answers with a valid record only after slowMs", async () => {
    const started = Date.now();
    const res = await getFault("slow");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ registration_number: faultRegcodes.slow.regcode });
  });

  it("html500 and text502: non-JSON failures", async () => {
    const html = await getFault("html500");
    expect([html.status, html.headers["content-type"]]).toEqual([500, "text/html; charset=utf-8"]);
    expect(html.body).toContain("<html>");
    const text = await getFault("text502");
    expect([text.status, text.headers["content-type"]]).toEqual([502, "text/plain; charset=utf-8"]);
  });

  it("truncated: a 200 JSON answer that does not parse", async () => {
    const res = await getFault("truncated");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body.startsWith("{")).toBe(true);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it("drift: a real record with wrong field types and unknown fields", async () => {
    const res = await getFault("drift");
    expect(res.status).toBe(200);
    const record = JSON.parse(res.body);
    expect(typeof record.legal_name).toBe("number");
    expect(typeof record.status).toBe("object");
    expect(record).toHaveProperty("risk_profile");
    expect(record).toHaveProperty("registration_number", faultRegcodes.drift.regcode);
    expect(typeof record.Officers[0].rights_of_representation).toBe("string");
  });

  it("reset: the connection is cut mid-response", async () => {
    await expect(getFault("reset")).rejects.toThrow();
  });

  it.each([
    ["unauthorized401", 401],
    ["forbidden403", 403],
    ["rateLimited429", 429],
  ] as const)("%s: answers %i with a JSON error", async (kind, status) => {
    const res = await getFault(kind);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({ error: expect.any(String), message: expect.any(String) });
    if (status === 429) expect(res.headers["retry-after"]).toBe("2");
  });

  it("keeps serving after every fault", async () => {
    const res = await signedGet(registry.url, "/service/api/v1/identity", { credential: standard });
    expect(res.status).toBe(200);
  });
});

describe("closing the demo registry", () => {
  it("does not wait for a pending slow answer", async () => {
    const own = await startDemoRegistry({ port: 0, slowMs: 60_000 });
    const pending = signedGet(own.url, LEGAL + faultRegcodes.slow.regcode, { credential: standard });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(pending).rejects.toThrow();
  });
});
