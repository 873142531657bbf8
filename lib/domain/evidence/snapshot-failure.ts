import "server-only";
import { db } from "@/lib/platform/db/db";
import type { AppError } from "@/lib/platform/errors/app-error";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import { loadSnapshot } from "./load-snapshot";
import { snapshotHashError, snapshotNotFound } from "./snapshot-hash";

/**
 * Why a stored copy's page cannot show (a malformed number or hash, or no such copy), met before the
 * page streams so it answers 400 or 404; undefined when the copy exists. Writes nothing.
 */
export async function snapshotFailure(regcode: string, sha256: string): Promise<AppError | undefined> {
  if (!isRegcode(regcode)) return registryErrors.invalidRegcode(regcode);
  const malformed = snapshotHashError(sha256);
  if (malformed) return malformed;
  const stored = sha256.toLowerCase();
  return (await loadSnapshot(await db(), regcode, stored)) ? undefined : snapshotNotFound(regcode, stored);
}
