export interface CanonicalStringParts {
  method: string;
  /** The path exactly as sent on the wire; never normalised. */
  path: string;
  canonicalQuery: string;
  timestamp: string;
  nonce: string;
  bodySha256: string;
}

/** Six elements joined by LF, no trailing LF (an empty query leaves an empty line). */
export function canonicalString(parts: CanonicalStringParts): string {
  return [
    parts.method.toUpperCase(),
    parts.path,
    parts.canonicalQuery,
    parts.timestamp,
    parts.nonce,
    parts.bodySha256,
  ].join("\n");
}
