/**
 * The parts of an OpenAPI 3.1 document the reference reads: loose on purpose, so any document in that format
 * renders, the app's own (lib/edge/openapi) among them.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

export interface ApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ApiMediaType {
  schema?: JsonSchema;
}

export interface ApiResponse {
  description?: string;
  headers?: Record<string, { description?: string }>;
  content?: Record<string, ApiMediaType>;
}

export interface ApiOperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: ApiParameter[];
  requestBody?: { description?: string; content?: Record<string, ApiMediaType> };
  responses?: Record<string, ApiResponse>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, ApiOperationObject>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    securitySchemes?: Record<string, { type?: string; description?: string }>;
  };
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The component a `$ref` names ("#/components/schemas/Graph" → "Graph"), or null for any other reference. */
export function componentName(ref: string | undefined): string | null {
  const prefix = "#/components/schemas/";
  return ref?.startsWith(prefix) ? decodeURIComponent(ref.slice(prefix.length)) : null;
}

/** An element id for a schema or operation: letters, digits and dashes. */
export function anchorOf(kind: "schema" | "operation" | "tag", name: string): string {
  return `${kind}-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;
}

export interface ListedOperation {
  method: string;
  path: string;
  operation: ApiOperationObject;
  id: string;
}

/** The document's operations by tag, in the order its tags list them (untagged ones last, under ""). */
export function operationsByTag(
  document: ApiDocument,
): { tag: string; description?: string; operations: ListedOperation[] }[] {
  const listed: ListedOperation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      return { method, path, operation, id: anchorOf("operation", operation.operationId ?? `${method} ${path}`) };
    }),
  );
  const declared = (document.tags ?? []).map(({ name, description }) => ({ tag: name, description }));
  const named = new Set(declared.map(({ tag }) => tag));
  const others = [...new Set(listed.flatMap(({ operation }) => operation.tags ?? [""]))].filter(
    (tag) => !named.has(tag),
  );
  return [...declared, ...others.map((tag) => ({ tag, description: undefined }))]
    .map((group) => ({
      ...group,
      operations: listed.filter(({ operation }) => (operation.tags?.[0] ?? "") === group.tag),
    }))
    .filter((group) => group.operations.length > 0);
}
