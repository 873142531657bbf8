/** A fresh CSP nonce: 16 random bytes, base64. */
export function createCspNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * The page policy. Scripts need the per-request nonce (Next.js puts it on its own scripts when it
 * finds it in the request's CSP header); 'strict-dynamic' lets those load their chunks.
 * Styles allow 'unsafe-inline' because React style attributes cannot carry a nonce, and a nonce
 * in style-src would switch 'unsafe-inline' off. Dev needs 'unsafe-eval' for React's debugging.
 */
export function pageCsp(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The page policy around a nonce, assembled once: per request only the nonce is put in its place.
 * (A nonce is base64, so it can never contain the placeholder.)
 */
export function pageCspAround(dev = false): (nonce: string) => string {
  const [before, after] = pageCsp("\0", dev).split("\0");
  return (nonce) => before + nonce + after;
}

/** JSON answers load nothing and are never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * An HTML document the API answers (a case's report, printed as its PDF): the app's own stylesheet and the
 * report's inline print rules, and still no script, no form, no frame.
 */
export const API_DOCUMENT_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Headers every response gets, pages and API alike, set once in next.config.ts (CSP is added per request). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** Sent only on answers that came over https: browsers then refuse plain http for this host for a year. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";
