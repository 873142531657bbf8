import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** What every token of this app starts with, so a secret scanner (or a person) recognises one in a log or a commit. */
export const API_TOKEN_PREFIX = "rlt_";

const ID_BYTES = 12;
const SECRET_BYTES = 32;
// rlt_<id: 24 hex>_<secret: 43 base64url>; the id is hex so the separator cannot occur in it.
const TOKEN_TEXT = /^rlt_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;

/** A token's two parts: its id, which is public and finds the row, and its secret, of which only a hash is kept. */
export interface ApiTokenParts {
  id: string;
  secret: string;
}

/** A new token: a random id and a random 32-byte secret, with the text the user is given once. */
export function newApiToken(): ApiTokenParts & { text: string } {
  const id = randomBytes(ID_BYTES).toString("hex");
  const secret = randomBytes(SECRET_BYTES).toString("base64url");
  return { id, secret, text: `${API_TOKEN_PREFIX}${id}_${secret}` };
}

/** The parts of a token's text, or null when it is not one of this app's tokens. */
export function parseApiToken(text: string): ApiTokenParts | null {
  const match = TOKEN_TEXT.exec(text);
  return match ? { id: match[1], secret: match[2] } : null;
}

/** SHA-256 (hex) of a secret: what the database keeps. A random 32-byte secret needs no salt or slow hash. */
export function hashApiTokenSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Whether `secret` is the one `hash` was made from, in time that does not depend on where they differ. */
export function apiTokenSecretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashApiTokenSecret(secret), "hex");
  const kept = Buffer.from(hash, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}
