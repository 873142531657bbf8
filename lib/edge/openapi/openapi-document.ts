import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
  zodToOpenAPIRegistry,
} from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import type { AccessRule } from "@/lib/domain/viewer/access-rule";
import { APP_VERSION } from "@/lib/platform/config/app-version";
import { ERROR_STATUS, type ErrorCode } from "@/lib/platform/errors/app-error";
import { errorAnswerSchema } from "@/lib/platform/errors/error-response";
import { API_COMPONENTS, API_OPERATIONS, API_TAGS, type ApiAnswer, type ApiOperation } from "./api-operations";

/**
 * Names a schema: it is written once under components/schemas and referred to wherever it occurs. The generator's
 * own `.openapi(name)` is there only on schemas made after extendZodWithOpenApi ran, and names a copy; the
 * schemas here are the very ones the routes use, made long before, so the name goes into its registry for them.
 */
function nameComponent(name: string, schema: z.ZodType): void {
  zodToOpenAPIRegistry.add(schema, { _internal: { refId: name } });
}

/** The security schemes: better-auth's session cookie, and the API tokens sent as `Authorization: Bearer`. */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The session of a signed-in browser (better-auth; named __Secure-better-auth.session_token over https).",
  },
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description: "An API token (Authorization: Bearer <token>), acting with the roles it was given.",
  },
} as const;

/**
 * Who may call: for each way of signing in, the roles one needs (OpenAPI 3.1 lets a requirement list roles for
 * any scheme); alternatives are separate requirements. Empty for a public operation.
 */
function securityOf(access: AccessRule): Record<string, string[]>[] {
  if ("public" in access) return [];
  const roleSets =
    "roles" in access ? [[...access.roles]] : "anyRole" in access ? access.anyRole.map((r) => [r]) : [[]];
  return Object.keys(SECURITY_SCHEMES).flatMap((scheme) => roleSets.map((roles) => ({ [scheme]: roles })));
}

/** What admission itself can refuse with, before the route's code runs (apiGate, the access rule). */
function admissionErrors(operation: ApiOperation): ErrorCode[] {
  // Another site's call from a browser, a write from another origin, or a Host the app does not serve.
  const errors: ErrorCode[] = ["host_not_allowed", "cross_site", "internal"];
  if (operation.path === "/api/ping") return errors;
  errors.push("rate_limited", "database_unavailable");
  // No session or token, or a token refused.
  if (!("public" in operation.access)) errors.push("unauthorized");
  // A write from another origin is refused like a missing role.
  if ("roles" in operation.access || "anyRole" in operation.access || operation.method !== "get")
    errors.push("forbidden");
  // A password session that an administrator's requirement holds back until it enrols a second factor.
  if (!("public" in operation.access)) errors.push("second_factor_enrolment_required");
  if (operation.body) errors.push("bad_request", "body_too_large");
  return errors;
}

function headerObjects(headers: Record<string, string> | undefined) {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).map(([name, description]) => [name, { description, schema: { type: "string" as const } }]),
  );
}

function answerConfig(answer: ApiAnswer): ResponseConfig {
  const content = { ...(answer.json && { "application/json": answer.json }), ...answer.content };
  return {
    description: answer.description,
    headers: headerObjects(answer.headers),
    ...(Object.keys(content).length > 0 && {
      content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
    }),
  };
}

/** Headers an error answer carries by its status. */
function errorHeaders(status: number) {
  if (status === 429 || status === 503) return headerObjects({ "retry-after": "Seconds to wait, where known" });
  // RFC 6750: a client told its token was refused gets another rather than trying it again.
  if (status === 401)
    return headerObjects({
      "www-authenticate":
        'Bearer error="invalid_token" when the call\'s API token was refused (unknown, ' +
        "expired, revoked, or its owner disabled); absent for a call that sent none",
    });
  return undefined;
}

/** The operation's error answers by status, each naming the codes it may carry: the app's one Error body. */
function errorConfigs(operation: ApiOperation, error: z.ZodType): Record<number, ResponseConfig> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of [...admissionErrors(operation), ...(operation.errors ?? [])]) {
    const status = ERROR_STATUS[code];
    if (operation.answers[status]) continue;
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]): [number, ResponseConfig] => [
        status,
        {
          description: `Error: ${[...codes].join(", ")}`,
          headers: errorHeaders(status),
          content: { "application/json": { schema: error } },
        },
      ]),
  );
}

function routeConfig(operation: ApiOperation, error: z.ZodType): RouteConfig {
  const { method, path, operationId, tag, summary, description, access, params, query, body, answers } = operation;
  return {
    method,
    path,
    operationId,
    tags: [tag],
    summary,
    description,
    security: securityOf(access),
    request: {
      params,
      query,
      body: body && {
        description: body.description,
        required: true,
        content: Object.fromEntries(Object.entries(body.content).map(([type, schema]) => [type, { schema }])),
      },
    },
    responses: {
      ...Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, answerConfig(answer)])),
      ...errorConfigs(operation, error),
    },
  };
}

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

let built: OpenApiDocument | undefined;

/**
 * The API's OpenAPI 3.1 description, generated from API_OPERATIONS and the zod schemas the routes read and
 * answer with. Built once per process: it depends on the code alone.
 */
export function openApiDocument(): OpenApiDocument {
  if (built) return built;
  const registry = new OpenAPIRegistry();
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    registry.registerComponent("securitySchemes", name, { ...scheme });
  }
  for (const [name, schema] of Object.entries(API_COMPONENTS)) nameComponent(name, schema);
  for (const operation of API_OPERATIONS) registry.registerPath(routeConfig(operation, errorAnswerSchema));
  built = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Registry Lens API",
      version: APP_VERSION,
      description:
        "Latvian company register profiles for compliance analysts. Every route answers JSON errors as " +
        "`{error: {code, message}}` (the Error schema), the message in the request's language (Accept-Language, " +
        "or the account's saved language). Signed-in calls carry the session cookie or an API token.",
    },
    servers: [{ url: "/" }],
    tags: API_TAGS.map((tag) => ({ ...tag })),
  });
  return built;
}
