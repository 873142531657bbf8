const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

// APP_URL is one setting for the process's life: parsed once, not on every request.
let configured: { url: string; origin: string } | undefined;
function originOf(appUrl: string): string {
  if (configured?.url !== appUrl) configured = { url: appUrl, origin: new URL(appUrl).origin };
  return configured.origin;
}

/**
 * The app's own origin for this request: APP_URL when set, else what the request shows (Host, and
 * X-Forwarded-Proto from a TLS-terminating proxy). Next.js's request.url always says localhost:PORT,
 * so it cannot be used for this.
 */
export function appOrigin(headers: Headers, appUrl?: string): string {
  if (appUrl) return originOf(appUrl);
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  const host = headers.get("host")?.trim() ?? "";
  return `${proto}://${HOST.test(host) ? host.toLowerCase() : "localhost"}`;
}
