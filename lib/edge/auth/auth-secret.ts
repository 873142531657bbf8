import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseTarget } from "@/lib/platform/db/database-target";

/**
 * The key that signs session cookies: AUTH_SECRET, or for the embedded database one made on first
 * start and kept beside the data (owner-only), so sessions survive restarts. PostgreSQL deployments
 * may run several instances, which must share the key: there AUTH_SECRET is required.
 */
export function authSecret(configured: string | undefined, target: DatabaseTarget): string {
  if (configured) return configured;
  if (target.kind === "postgres" || !target.dataDir) {
    throw new Error(
      "AUTH_SECRET is required with DATABASE_URL: set it to the same random 32+ characters on every instance.",
    );
  }
  const file = path.join(target.dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
