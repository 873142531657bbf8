import { createHmac, timingSafeEqual } from "node:crypto";

export const WEBHOOK_TIMESTAMP_HEADER = "x-registry-lens-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "x-registry-lens-signature";
const SCHEME = "v1=";
/** How far a delivery's timestamp may be from the receiver's clock before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signature of one delivery: HMAC-SHA256 over "<unix seconds>.<the exact body>", in hex, with its scheme. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return SCHEME + createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export type WebhookVerdict = { ok: true } | { ok: false; reason: string };

/**
 * What a receiver runs on a delivery before trusting it: the signature over the exact body bytes it
 * received, compared in constant time, and a timestamp within the tolerance of its own clock.
 */
export function verifyWebhook(input: {
  secret: string;
  body: string;
  timestamp: string | null;
  signature: string | null;
  nowSeconds: number;
  toleranceSeconds?: number;
}): WebhookVerdict {
  const { secret, body, timestamp, signature, nowSeconds } = input;
  if (!timestamp || !/^\d+$/.test(timestamp)) return { ok: false, reason: `no ${WEBHOOK_TIMESTAMP_HEADER} header` };
  if (!signature?.startsWith(SCHEME))
    return { ok: false, reason: `no ${SCHEME} signature in ${WEBHOOK_SIGNATURE_HEADER}` };
  const age = Math.abs(nowSeconds - Number(timestamp));
  if (age > (input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS))
    return { ok: false, reason: `the timestamp is ${age} s away from now` };
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "the signature does not match the body" };
  return { ok: true };
}
