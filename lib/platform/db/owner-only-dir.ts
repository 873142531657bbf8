import { mkdirSync, statSync } from "node:fs";
import { logger } from "@/lib/platform/log/logger";

/**
 * Creates the data folder readable by its owner only: it holds accounts, the audit trail and stored
 * registry answers with personal details, which must be reached only through the app. An existing
 * folder is left as the operator set it, but wider permissions are logged, with the fix.
 */
export function ensureOwnerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o077)
    logger.warn(
      { event: "data_dir_permissions", dataDir: dir, mode: mode.toString(8).padStart(4, "0") },
      `the data folder can be read by other users of this machine: run chmod 700 ${dir}`,
    );
}
