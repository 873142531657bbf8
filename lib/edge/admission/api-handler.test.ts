import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import { checkStatus } from "@/lib/registry/client/check-status";
import { parseJsonBody } from "@/lib/registry/client/parse-json-body";
import { registryErrors } from "@/lib/registry/client/registry-errors";

const { lines, factory } = await vi.hoisted(async () =>
  (await import("@/dev/testing/captured-logger")).capturedLogger(),
);
vi.mock("@/lib/platform/log/logger", factory);

const { apiHandler } = await import("./api-handler");

const params = (regcode: string) => ({ params: Promise.resolve({ regcode }) });
const logged = () => lines.map((line) => JSON.parse(line));

beforeEach(() => {
  lines.length = 0;
});

describe("apiHandler", () => {
  it("logs one line under the gate's request id, with route, regcode, status and latency", async () => {
    const handler = apiHandler<{ regcode: string }>("legal-entities", async (_req, { regcode }, scope) => {
      scope.note({ regcode, upstreamStatus: 200 });
      return Response.json({ ok: true });
    });
    const request = new Request("http://app/api/x", { headers: { "x-request-id": "req-12345678" } });
    await handler(request, params("40003032949"));
    const [line] = logged();
    expect(line).toMatchObject({
      reqId: "req-12345678",
      route: "legal-entities",
      regcode: "40003032949",
      status: 200,
      upstreamStatus: 200,
    });
    expect(typeof line.latencyMs).toBe("number");
  });

  it("notes the number, the cache hit and the drift of a route's lookup in its log line", async () => {
    const drift = [{ path: "status", message: "expected string", receivedType: "number" }];
    const handler = apiHandler<{ regcode: string }>("legal-entities", async (_req, { regcode }, scope) => {
      const result = await scope.lookup(scope.parseRegcode(regcode), async (rc) => ({ rc, drift, fromCache: true }));
      return Response.json({ rc: result.rc });
    });
    const response = await handler(new Request("http://app/api/x"), params("40003032949"));
    expect(await response.json()).toEqual({ rc: "40003032949" });
    expect(logged().find((l) => l.event === "request")).toMatchObject({
      regcode: "40003032949",
      status: 200,
      cached: true,
      driftCount: 1,
    });
  });

  it("refuses a route's number that is not a registration number with 400, naming it as given in the log line", async () => {
    let looked = false;
    const handler = apiHandler<{ regcode: string }>("legal-entities", async (_req, { regcode }, scope) => {
      await scope.lookup(scope.parseRegcode(regcode), async () => {
        looked = true;
        return { drift: [], fromCache: false };
      });
      return Response.json({});
    });
    const response = await handler(new Request("http://app/api/x"), params("4000303294"));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: "invalid_regcode",
      message: '"4000303294" is not a registration number: it must be exactly 11 digits (0–9), e.g. 40003032949.',
    });
    expect(looked).toBe(false);
    expect(logged()[0]).toMatchObject({ regcode: "4000303294", status: 400, errorCode: "invalid_regcode" });
  });

  it("logs under a fresh request id when the header is missing or malformed", async () => {
    const handler = apiHandler("identity", async () => Response.json({}));
    const bad = new Request("http://app/api/identity", { headers: { "x-request-id": 'evil" {injected: true}' } });
    await handler(bad, { params: Promise.resolve({}) });
    expect(logged()[0].reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("hands back a handler's redirect as it is, though its headers cannot change", async () => {
    const handler = apiHandler("identity", async () => Response.redirect("http://app/sign-in", 303));
    const response = await handler(new Request("http://app/api/identity"), { params: Promise.resolve({}) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://app/sign-in");
    expect(logged()[0]).toMatchObject({ event: "request", status: 303 });
  });

  it.each([
    [registryErrors.invalidRegcode("12"), 400, "invalid_regcode", undefined],
    [registryErrors.notFound("40003032949"), 404, "not_found", 404],
    [registryErrors.credentialRejected(401), 502, "credential_rejected", 401],
    [registryErrors.rateLimited(2), 503, "upstream_rate_limited", 429],
    [registryErrors.timeout(10_000), 504, "upstream_timeout", undefined],
  ])("answers %s with its status and code and logs the upstream status", async (error, status, code, upstream) => {
    const handler = apiHandler("legal-entities", async () => {
      throw error;
    });
    const response = await handler(new Request("http://app/api/x"), params("x"));
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe(code);
    expect(logged()[0]).toMatchObject({ status, errorCode: code });
    expect(logged()[0].upstreamStatus).toBe(upstream);
  });

  it("logs the operator detail but never sends it", async () => {
    const handler = apiHandler("legal-entities", async () => {
      throw registryErrors.unavailable(new Error("connect ECONNREFUSED db.internal:5432"));
    });
    const response = await handler(new Request("http://app/api/x"), params("99000000002"));
    const body = await response.text();
    expect(body).not.toContain("db.internal");
    expect(logged()[0].detail).toContain("db.internal");
  });

  it("turns an unexpected exception into a 500 with a safe message", async () => {
    const handler = apiHandler("health", async () => {
      throw new TypeError("cannot read properties of undefined (reading 'secretThing')");
    });
    const response = await handler(new Request("http://app/api/health"), { params: Promise.resolve({}) });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secretThing");
    expect(logged()[0]).toMatchObject({ level: "error", errorCode: "internal" });
  });

  it("logs drift as a warning with field paths and types, not values", async () => {
    const handler = apiHandler<{ regcode: string }>("legal-entities", async (_req, { regcode }, scope) => {
      scope.note({
        regcode,
        drift: [{ path: "legal_name", message: "expected string", receivedType: "number" }],
      });
      return Response.json({ legal_name: 12345 });
    });
    await handler(new Request("http://app/api/x"), params("99000000005"));
    const warning = logged().find((l) => l.event === "schema_drift");
    expect(warning).toMatchObject({
      level: "warn",
      count: 1,
      fields: [{ path: "legal_name", receivedType: "number" }],
    });
    expect(lines.join("")).not.toContain("12345");
  });

  it("keeps the rate-limited answer's Retry-After", async () => {
    const handler = apiHandler("identity", async () => {
      throw new AppError("rate_limited", { key: "rateLimited", values: { seconds: "7" } }, { retryAfter: 7 });
    });
    const response = await handler(new Request("http://app/api/identity"), { params: Promise.resolve({}) });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
  });

  it("words the error in the request's language, English unless it asks for another", async () => {
    const handler = apiHandler<{ regcode: string }>("legal-entities", async (_req, { regcode }) => {
      throw registryErrors.notFound(regcode);
    });
    const messageFor = async (headers: Record<string, string>) => {
      const response = await handler(new Request("http://app/api/x", { headers }), params("40003032949"));
      expect(response.status).toBe(404);
      return { language: response.headers.get("content-language"), ...(await response.json()).error };
    };
    expect(await messageFor({})).toEqual({
      language: "en",
      code: "not_found",
      message: "The registry has no legal entity with registration number 40003032949. Check the number.",
    });
    expect(await messageFor({ "accept-language": "lv-LV,lv;q=0.9,en;q=0.8" })).toEqual({
      language: "lv",
      code: "not_found",
      message: "Reģistrā nav juridiskās personas ar reģistrācijas numuru 40003032949. Pārbaudiet numuru.",
    });
    expect((await messageFor({ cookie: "registry-lens-locale=lv", "accept-language": "en" })).language).toBe("lv");
  });

  describe("keeps record text out of the log line", () => {
    const RECORD_TEXT = "Bērziņš Jānis, Brīvības iela 1";
    const answer = (status: number, contentType: string, body: string) => ({
      status,
      headers: { "content-type": contentType },
      body: Buffer.from(body),
    });

    const cutShort = `{"legal_name":"${RECORD_TEXT}","Officers":[`;
    it.each([
      ["a JSON body cut short", cutShort, cutShort.length],
      ["a JSON body with a stray token", `{"legal_name": ${RECORD_TEXT}}`, 15],
      ["a JSON body with trailing text", `{"legal_name":"x"} ${RECORD_TEXT}`, 19],
    ])("logs %s as the parse position and the body's length", async (_what, body, position) => {
      const handler = apiHandler("legal-entities", async () =>
        Response.json(parseJsonBody(answer(200, "application/json", body)).json),
      );
      await handler(new Request("http://app/api/x"), params("40003032949"));
      const [line] = logged();
      expect(line.errorCode).toBe("upstream_bad_response");
      expect(line.detail).toBe(`invalid JSON at character ${position} of a ${Buffer.byteLength(body)}-byte body`);
      expect(lines.join("")).not.toMatch(/Bērziņš|Brīvības|legal_name/);
    });

    it("logs an upstream error body as its length and content type", async () => {
      const body = `<html><body>Error for ${RECORD_TEXT}</body></html>`;
      const handler = apiHandler("legal-entities", async () => {
        checkStatus(answer(500, "text/html", body), "legal", "40003032949");
        return Response.json({});
      });
      await handler(new Request("http://app/api/x"), params("40003032949"));
      expect(logged()[0].detail).toBe(`upstream status 500, ${Buffer.byteLength(body)}-byte body of type "text/html"`);
      expect(lines.join("")).not.toMatch(/Bērziņš|Brīvības|<html/);
    });
  });
});
