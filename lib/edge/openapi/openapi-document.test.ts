import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as rules from "@/lib/domain/viewer/access-rule";
import { API_OPERATIONS, NOT_OPERATIONS } from "./api-operations";
import { openApiDocument } from "./openapi-document";

const API_DIR = path.join(import.meta.dirname, "../../../app/api");
const METHODS = /export const (GET|POST|PUT|PATCH|DELETE)\b/g;
// apiRoute("name", RULE, …), or a handler carrying `{ access: RULE }` as apiRoute's do.
const RULE = /apiRoute(?:<[^>]*>)?\(\s*"[^"]*",\s*(\w+_ACCESS)|access: (\w+_ACCESS)/;
// A method's own rule, where the methods of one file differ (GET and POST /api/cases).
const METHOD_RULE = /export const (GET|POST|PUT|PATCH|DELETE) = apiRoute(?:<[^>]*>)?\(\s*"[^"]*",\s*(\w+_ACCESS)/g;

/** Every app/api/**\/route.ts with the OpenAPI path it answers ([name] and [...name] as {name}), methods and rule. */
function routeFiles() {
  return readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => {
      const source = readFileSync(path.join(API_DIR, file), "utf8");
      const dir = path.dirname(file).split(path.sep).join("/");
      return {
        file: `app/api/${file}`,
        path: `/api/${dir}`.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}"),
        methods: [...source.matchAll(METHODS)].map(([, method]) => method),
        rule: source.match(RULE)?.slice(1).find(Boolean),
        methodRules: new Map([...source.matchAll(METHOD_RULE)].map(([, method, rule]) => [method, rule])),
      };
    });
}

const operationsOf = (document: ReturnType<typeof openApiDocument>) =>
  Object.entries(document.paths ?? {}).flatMap(([address, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${address}`),
  );

describe("the API description (GET /api/openapi.json)", () => {
  const files = routeFiles();

  it("has an operation for every method of every route file under app/api, and none besides", () => {
    expect(files.length).toBeGreaterThan(30);
    const routes = files
      .filter((route) => !NOT_OPERATIONS.includes(route.path))
      .flatMap((route) => route.methods.map((method) => `${method} ${route.path}`));
    expect(operationsOf(openApiDocument()).sort()).toEqual(routes.sort());
  });

  it("says who may call each operation as its route declares it", () => {
    const named = new Map(Object.entries(rules).filter(([name]) => name.endsWith("_ACCESS")));
    for (const operation of API_OPERATIONS) {
      const route = files.find((file) => file.path === operation.path);
      expect(route?.rule, operation.path).toBeDefined();
      const rule = route!.methodRules.get(operation.method.toUpperCase()) ?? route!.rule!;
      expect([operation.method, operation.path, operation.access]).toEqual([
        operation.method,
        operation.path,
        named.get(rule),
      ]);
    }
  });

  it("documents how a signed-out call is refused wherever one is, with the app's one error body", () => {
    const document = openApiDocument();
    for (const operation of API_OPERATIONS) {
      const documented = document.paths?.[operation.path]?.[operation.method];
      const signedIn = !("public" in operation.access);
      expect([operation.path, Boolean(documented?.security?.length)]).toEqual([operation.path, signedIn]);
      const refusal = documented?.responses?.["401"];
      expect([operation.path, refusal?.content?.["application/json"]?.schema]).toEqual([
        operation.path,
        signedIn ? { $ref: "#/components/schemas/Error" } : undefined,
      ]);
    }
  });

  it("tells a client its API token was refused, and names the stop of a session yet to enrol a second factor", () => {
    const document = openApiDocument();
    for (const operation of API_OPERATIONS.filter(({ access }) => !("public" in access))) {
      const responses = document.paths?.[operation.path]?.[operation.method]?.responses;
      expect([operation.path, Object.keys(responses?.["401"]?.headers ?? {})]).toEqual([
        operation.path,
        ["www-authenticate"],
      ]);
      expect([operation.path, responses?.["403"]?.description]).toEqual([
        operation.path,
        expect.stringContaining("second_factor_enrolment_required"),
      ]);
    }
  });
});
