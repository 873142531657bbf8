import { z } from "zod";

const discoverySchema = z.looseObject({ issuer: z.string() });

/** The provider's discovery document's address for an issuer (OpenID Connect Discovery 1.0, section 4). */
export function discoveryUrl(issuer: string): string {
  return new URL(".well-known/openid-configuration", `${issuer.replace(/\/+$/, "")}/`).toString();
}

/** Issuers compare as written, but for a trailing slash (Auth0 writes one, operators often leave it off). */
export const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/**
 * The issuer the discovery document at `issuer` names, or null when it cannot be read. The specification
 * requires it to be `issuer` itself; better-auth trusts whichever it names, so the app checks.
 */
export async function discoveredIssuer(
  issuer: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<string | null> {
  try {
    const response = await fetchFn(discoveryUrl(issuer), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    return discoverySchema.safeParse(await response.json()).data?.issuer ?? null;
  } catch {
    return null;
  }
}
