import type { IncomingHttpHeaders } from "node:http";
import type { HeaderNames } from "@/lib/registry/client/header-names";
import { NONCE_PATTERN } from "@/lib/registry/signing/nonce";
import { signRequest } from "@/lib/registry/signing/sign-request";
import { splitTarget } from "@/lib/registry/signing/split-target";
import { signaturesEqual } from "@/lib/registry/signing/signatures-equal";
import type { NonceCache } from "./nonce-cache";

export interface VerifyInput<C extends { secret: string }> {
  method: string;
  /** The request target exactly as received (req.url): signatures cover it unnormalised. */
  target: string;
  headers: IncomingHttpHeaders;
  headerNames: HeaderNames;
  findCredential: (apiKey: string) => C | undefined;
  /** The registry's clock, in milliseconds. */
  nowMs: number;
  toleranceSeconds: number;
  nonces: NonceCache;
}

export type Verification<C> = { ok: true; credential: C } | { ok: false; error: string; message: string };

const TIMESTAMP_PATTERN = /^[0-9]{1,12}$/;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value.join(", ") : value;
  return text === undefined || text === "" ? undefined : text;
}

/**
 * Checks a request's signature headers in a fixed order (presence, key, timestamp,
 * nonce shape, replay, signature); every failure is a 401 with its own error code.
 * A nonce is remembered only once the signature has been verified.
 */
export function verifyRequest<C extends { secret: string }>(input: VerifyInput<C>): Verification<C> {
  const names = input.headerNames;
  const apiKey = header(input.headers, names.apiKey);
  const timestamp = header(input.headers, names.timestamp);
  const nonce = header(input.headers, names.nonce);
  const sent = header(input.headers, names.signature);
  if (apiKey === undefined || timestamp === undefined || nonce === undefined || sent === undefined) {
    const missing = Object.values(names).filter((name) => header(input.headers, name) === undefined);
    return fail("missing_signature_headers", `Missing header(s): ${missing.join(", ")}.`);
  }

  const credential = input.findCredential(apiKey);
  if (credential === undefined) return fail("unknown_api_key", "The API key is not known.");

  const seconds = Number(timestamp);
  if (!TIMESTAMP_PATTERN.test(timestamp) || Math.abs(input.nowMs / 1000 - seconds) > input.toleranceSeconds) {
    return fail(
      "invalid_timestamp",
      `The timestamp must be integer seconds within ${input.toleranceSeconds} s of the registry's clock.`,
    );
  }

  if (!NONCE_PATTERN.test(nonce)) {
    return fail("invalid_nonce", "The nonce must be 22 characters of unpadded URL-safe base64.");
  }
  if (input.nonces.has(nonce, input.nowMs)) return fail("replayed_nonce", "The nonce has already been used.");

  const expected = signRequest({
    method: input.method,
    ...splitTarget(input.target),
    timestamp,
    nonce,
    secret: credential.secret,
  }).signature;
  if (!signaturesEqual(expected, sent)) return fail("invalid_signature", "The signature does not match the request.");

  input.nonces.remember(nonce, (seconds + input.toleranceSeconds) * 1000, input.nowMs);
  return { ok: true, credential };
}

function fail(error: string, message: string): { ok: false; error: string; message: string } {
  return { ok: false, error, message };
}
