import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, as an otpauth:// address carries the key (padding and case ignored). */
function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const char of text.toUpperCase().replace(/=+$/, "")) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * The code an authenticator app shows for an otpauth://totp/ address at `timeMs`: RFC 6238 (HMAC-SHA1 over the
 * 30-second step count, RFC 4226's dynamic truncation), with the digits and period the address names.
 */
export function totpCode(otpauthUri: string, timeMs = Date.now()): string {
  const query = new URL(otpauthUri).searchParams;
  const secret = query.get("secret");
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  const digits = Number(query.get("digits") ?? 6);
  const period = Number(query.get("period") ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 1000 / period)));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}

/** Codes the app does not show at `timeMs`, nor a step before or after (a server also takes those, for clock drift). */
export function wrongTotpCodes(otpauthUri: string, count: number, timeMs = Date.now()): string[] {
  const near = new Set([-30_000, 0, 30_000].map((offset) => totpCode(otpauthUri, timeMs + offset)));
  const codes: string[] = [];
  for (let n = 0; codes.length < count; n += 1) {
    const code = String(n * 7919).padStart(6, "0");
    if (!near.has(code)) codes.push(code);
  }
  return codes;
}
