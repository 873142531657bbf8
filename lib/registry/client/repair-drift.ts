import type { z } from "zod";

export interface DriftIssue {
  /** Dotted path of the field, e.g. "Officers.3.position". */
  path: string;
  message: string;
  /** What was received, shortened; personal details never reach it since logs only get path and type. */
  receivedType: string;
}

const MAX_REPAIRS = 200;

function typeOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/**
 * The stand-in for a value of the wrong type: text as text, lists as empty, anything else as null. `opaque`: an
 * object or list in a text's place becomes empty text, not its JSON, which may carry a person nothing then masks.
 */
function standIn(expected: string | undefined, value: unknown, opaque: boolean): unknown {
  if (expected === "string") {
    if (typeof value !== "object" || value === null) return String(value);
    return opaque ? "" : JSON.stringify(value);
  }
  if (expected === "array") return [];
  return null;
}

/**
 * Parses a record; where fields have the wrong type, replaces them one by one with a
 * stand-in and reports each, so a page can show everything else instead of failing whole.
 * Returns undefined when the record cannot be made to parse (then it is a bad response).
 */
export function parseWithDrift<T extends z.ZodType>(
  schema: T,
  input: unknown,
  { opaque = false }: { opaque?: boolean } = {},
): { data: z.infer<T>; drift: DriftIssue[] } | undefined {
  const candidate = structuredClone(input);
  const drift: DriftIssue[] = [];
  for (let attempt = 0; attempt < MAX_REPAIRS; attempt++) {
    const result = schema.safeParse(candidate);
    if (result.success) return { data: result.data, drift };
    const issue = result.error.issues[0];
    if (issue.path.length === 0) return undefined;
    const parentPath = issue.path.slice(0, -1);
    const key = issue.path[issue.path.length - 1];
    let parent: unknown = candidate;
    for (const step of parentPath) parent = (parent as Record<PropertyKey, unknown>)[step];
    if (parent === null || typeof parent !== "object") return undefined;
    const slot = parent as Record<PropertyKey, unknown>;
    const replacement = standIn("expected" in issue ? String(issue.expected) : undefined, slot[key], opaque);
    const pathText = issue.path.join(".");
    // The same field failing twice means the stand-in did not help: give up rather than loop.
    if (drift.some((d) => d.path === pathText)) return undefined;
    drift.push({ path: pathText, message: issue.message, receivedType: typeOf(slot[key]) });
    slot[key] = replacement;
  }
  return undefined;
}
