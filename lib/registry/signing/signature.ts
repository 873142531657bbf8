import { createHmac } from "node:crypto";

/** HMAC-SHA256 over the canonical string, keyed with the secret's UTF-8 bytes; bare lowercase hex. */
export function signature(secret: string, canonical: string): string {
  return createHmac("sha256", Buffer.from(secret, "utf8")).update(canonical, "utf8").digest("hex");
}
