import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import { apiContract, type SeenAnswer } from "../dev/testing/api-contract";

type Check = (answer: SeenAnswer) => string[];

// One description per app under test: each serves its own, from its own build.
const checks = new Map<string, Promise<Check>>();

function contractOf(request: APIRequestContext, origin: string, headers?: Record<string, string>): Promise<Check> {
  let check = checks.get(origin);
  if (!check) {
    check = request.get(`${origin}/api/openapi.json`, { headers }).then(async (response) => {
      expect(response.status(), "GET /api/openapi.json").toBe(200);
      return apiContract(await response.json());
    });
    checks.set(origin, check);
  }
  return check;
}

/**
 * Expects an API answer to be what the app's published description (GET /api/openapi.json, read from the same
 * app) says of it: a documented status and content type, and a JSON body matching the documented schema.
 * `headers` signs the description's request in as the answer's was, where the context's cookies do not.
 */
export async function expectDocumented(
  request: APIRequestContext,
  method: string,
  response: APIResponse,
  headers?: Record<string, string>,
): Promise<void> {
  const url = new URL(response.url());
  const check = await contractOf(request, url.origin, headers);
  const contentType = response.headers()["content-type"] ?? null;
  const text = await response.text();
  const body = text !== "" && /json/.test(contentType ?? "") ? JSON.parse(text) : undefined;
  const problems = check({ method, url: url.href, status: response.status(), contentType, body });
  expect(problems, `${method} ${url.pathname} against the API description`).toEqual([]);
}
