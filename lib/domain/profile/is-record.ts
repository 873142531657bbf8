/** Narrows untrusted JSON to a plain object so its fields can be read without casts. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
