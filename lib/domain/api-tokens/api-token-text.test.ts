import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiTokenSecretMatches, hashApiTokenSecret, newApiToken, parseApiToken } from "./api-token-text";

describe("API token text", () => {
  it("starts with rlt_, carries its id, and reads back into its parts", () => {
    const token = newApiToken();
    expect(token.text).toMatch(/^rlt_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
    expect(token.text).toContain(token.id);
    expect(parseApiToken(token.text)).toEqual({ id: token.id, secret: token.secret });
    // A 32-byte secret, fresh each time.
    expect(Buffer.from(token.secret, "base64url")).toHaveLength(32);
    expect(newApiToken().secret).not.toBe(token.secret);
  });

  it("reads nothing from text that is not one of the app's tokens", () => {
    const { text } = newApiToken();
    for (const other of ["", "rlt_", text.slice(0, -1), `${text}x`, text.replace("rlt_", "ghp_"), ` ${text}`]) {
      expect(parseApiToken(other), other).toBeNull();
    }
  });

  it("keeps the secret's SHA-256, which matches only that secret", () => {
    const { secret } = newApiToken();
    const hash = hashApiTokenSecret(secret);
    expect(hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(apiTokenSecretMatches(secret, hash)).toBe(true);
    expect(apiTokenSecretMatches(newApiToken().secret, hash)).toBe(false);
    expect(apiTokenSecretMatches(secret, "not a hash")).toBe(false);
  });
});
