import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** An answer of the API as a test saw it: the request's method and address, the status, type and parsed body. */
export interface SeenAnswer {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** The parsed JSON body; undefined when the answer is not JSON or has none. */
  body?: unknown;
}

interface MediaType {
  schema?: unknown;
}
interface DocumentedResponse {
  content?: Record<string, MediaType>;
}
interface DocumentedOperation {
  responses?: Record<string, DocumentedResponse>;
}
interface Document {
  paths?: Record<string, Record<string, DocumentedOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

const COMPONENTS_ID = "urn:api:components";

/** The document's references to its components, as references into the one schema ajv holds them in. */
function withComponentRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withComponentRefs);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === "$ref" && typeof value === "string" && value.startsWith("#/components/schemas/")
        ? [key, `${COMPONENTS_ID}#/$defs/${value.slice("#/components/schemas/".length)}`]
        : [key, withComponentRefs(value)],
    ),
  );
}

const isJson = (type: string) => type === "application/json" || type.endsWith("+json");

/**
 * A check of answers against an OpenAPI 3.1 document (JSON Schema 2020-12): the operation, the status and the
 * content type must be documented, and a JSON body must match its schema. Gives the problems; none is a match.
 */
export function apiContract(document: unknown): (answer: SeenAnswer) => string[] {
  const { paths = {}, components = {} } = document as Document;
  // strictTypes off: a schema combining others (allOf) need not repeat their "type".
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false });
  // Keywords OpenAPI adds to JSON Schema: they describe, they do not constrain.
  ajv.addVocabulary(["example", "discriminator", "externalDocs", "xml"]);
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: withComponentRefs(components.schemas ?? {}) } as object);
  const templates = Object.keys(paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
    params: (template.match(/\{/g) ?? []).length,
  }));
  const compiled = new Map<string, ValidateFunction>();

  return ({ method, url, status, contentType, body }) => {
    const verb = method.toLowerCase();
    const pathname = new URL(url, "http://app").pathname;
    // The most literal template wins: /api/batches/preview before /api/batches/{id}.
    const [match] = templates
      .filter(({ template, pattern }) => pattern.test(pathname) && paths[template][verb])
      .sort((a, b) => a.params - b.params);
    if (!match) return [`${method} ${pathname} is not in the API description`];
    const where = `${method} ${match.template}`;
    const responses = paths[match.template][verb].responses ?? {};
    const response = responses[String(status)] ?? responses.default;
    if (!response) return [`${where} answered ${status}, which it does not document (${Object.keys(responses)})`];
    if (!response.content) return [];
    const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
    const media = response.content[type];
    if (!media)
      return [`${where} ${status} answered ${type || "no type"}, documented: ${Object.keys(response.content)}`];
    if (!isJson(type) || media.schema === undefined) return [];
    const key = `${where} ${status} ${type}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(withComponentRefs(media.schema) as object);
      compiled.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${key}: ${error.instancePath || "(body)"} ${error.message} ${JSON.stringify(error.params)}`,
    );
  };
}
