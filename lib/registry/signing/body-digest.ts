import { createHash } from "node:crypto";

/** Lowercase hex SHA-256 of the raw body bytes; an empty body hashes empty input. */
export function bodyDigest(body: string | Uint8Array = ""): string {
  return createHash("sha256").update(body).digest("hex");
}
