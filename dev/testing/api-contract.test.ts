import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/edge/openapi/openapi-document";
import { apiContract } from "./api-contract";

const check = apiContract(openApiDocument());
const json = "application/json; charset=utf-8";
const batch = {
  id: 7,
  name: "Suppliers 2026",
  status: "running",
  owner: "Anna",
  createdAt: "2026-12-01T09:00:00.000Z",
  finishedAt: null,
  inputSha256: "a".repeat(64),
  counts: { total: 2, pending: 1, done: 1, failed: 0, cancelled: 0, found: 1, notFound: 0, flagged: 0 },
  rate: 0.5,
  secondsLeft: 2,
  input: { duplicates: 0, invalid: [], checkDigitWarnings: [], entries: 2 },
};

describe("checking an answer against the API description", () => {
  it("passes an answer of the documented shape, status and type", () => {
    expect(check({ method: "GET", url: "/api/batches/7", status: 200, contentType: json, body: batch })).toEqual([]);
    const error = { error: { code: "not_found", message: "No batch 7 that you may see." } };
    expect(check({ method: "GET", url: "/api/batches/7", status: 404, contentType: json, body: error })).toEqual([]);
  });

  it("names a missing field, a field nobody documented and a value of the wrong kind", () => {
    const { rate: _rate, ...withoutRate } = batch;
    const problems = (body: unknown) =>
      check({ method: "GET", url: "/api/batches/7", status: 200, contentType: json, body });
    expect(problems(withoutRate).join()).toMatch(/must have required property 'rate'/);
    expect(problems({ ...batch, secret: 1 }).join()).toMatch(/must NOT have additional properties.*secret/);
    expect(problems({ ...batch, status: "paused" }).join()).toMatch(
      /\/status must be equal to one of the allowed values/,
    );
  });

  it("refuses an address, status or content type the description does not have", () => {
    expect(check({ method: "GET", url: "/api/nothing-here", status: 200, contentType: json, body: {} })).toEqual([
      "GET /api/nothing-here is not in the API description",
    ]);
    expect(check({ method: "GET", url: "/api/batches/7", status: 418, contentType: json, body: {} })[0]).toMatch(
      /^GET \/api\/batches\/\{id\} answered 418, which it does not document/,
    );
    expect(check({ method: "GET", url: "/api/batches/7", status: 200, contentType: "text/html", body: "" })[0]).toMatch(
      /answered text\/html/,
    );
  });

  it("reads a literal address before a template that would also match it", () => {
    const preview = { duplicates: 0, invalid: [], checkDigitWarnings: [], entries: 0, numbers: [], inputSha256: "b" };
    expect(
      check({ method: "POST", url: "/api/batches/preview", status: 200, contentType: json, body: preview }),
    ).toEqual([]);
  });
});
