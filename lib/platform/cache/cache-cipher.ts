import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** How a cached value is kept in a shared store: as it is, or sealed so the store can neither read nor alter it. */
export interface CacheCodec {
  seal(storeKey: string, plain: string): string;
  /** The plain text, or undefined when the value was not sealed by this key for this store key. */
  open(storeKey: string, sealed: string): string | undefined;
}

const PREFIX = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const plainCodec: CacheCodec = { seal: (_key, plain) => plain, open: (_key, sealed) => sealed };

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the operator's secret, a fresh IV per value, and the
 * store key as additional data: a value copied under another number's key does not open.
 */
export function encryptingCodec(secret: string, iv: (n: number) => Buffer = randomBytes): CacheCodec {
  const key = Buffer.from(hkdfSync("sha256", secret, "registry-lens", "lookup cache v1", 32));
  return {
    seal(storeKey, plain) {
      const nonce = iv(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, nonce).setAAD(Buffer.from(storeKey));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64");
    },
    open(storeKey, sealed) {
      if (!sealed.startsWith(PREFIX)) return undefined;
      const raw = Buffer.from(sealed.slice(PREFIX.length), "base64");
      if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(storeKey));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
