import { timingSafeEqual } from "node:crypto";

/** Constant-time comparison of two hex signatures; different lengths are simply unequal. */
export function signaturesEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
