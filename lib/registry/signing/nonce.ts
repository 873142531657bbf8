import { randomBytes } from "node:crypto";

export type RandomSource = (size: number) => Uint8Array;

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** 16 random bytes as unpadded URL-safe base64 (22 characters). */
export function createNonce(random: RandomSource = randomBytes): string {
  return Buffer.from(random(16)).toString("base64url");
}
