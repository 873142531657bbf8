import { z } from "zod";
import { AppError } from "@/lib/platform/errors/app-error";
import { SHORT_SHA256 } from "./short-sha256";

/** A stored copy is named by the SHA-256 of its bytes, written as the registry client writes it: 64 lowercase hex digits. */
const SHA256 = /^[0-9a-f]{64}$/;

export function isSha256(value: string): boolean {
  return SHA256.test(value);
}

/**
 * Why `value` cannot name a stored copy (a 400 that says what a name looks like), or undefined when it can.
 * Hex in capitals names the same bytes: a hash copied from a tool that prints it so still opens the copy.
 */
export function snapshotHashError(value: string): AppError | undefined {
  if (isSha256(value.toLowerCase())) return undefined;
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return new AppError("bad_request", { key: "notSnapshotHash", values: { value: shown } });
}

/** The hash as stored (lowercase), or the 400 of snapshotHashError. */
export function parseSnapshotHash(value: string): string {
  const error = snapshotHashError(value);
  if (error) throw error;
  return value.toLowerCase();
}

/** The 404 for a well-formed hash that no retrieval of this number has. */
export function snapshotNotFound(regcode: string, sha256: string): AppError {
  return new AppError("not_found", {
    key: "snapshotNotFound",
    values: { regcode, sha256: sha256.slice(0, SHORT_SHA256) },
  });
}

/** `?snapshot=` of the entity routes: the stored copy to read instead of the live record (for the API description). */
export const snapshotQuerySchema = z.object({
  snapshot: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional()
    .describe("SHA-256 of a stored retrieval (see /snapshots): that copy instead of the live record"),
});
