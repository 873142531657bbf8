import { AppError } from "@/lib/errors/app-error";
import type { SecurityConfig } from "./security-config";

/** Whether a Host header names an allowed host: an entry with a port must match it, one without matches any port. */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  const withoutPort = name.replace(/:\d+$/, "");
  return allowed.includes(name) || allowed.includes(withoutPort);
}

/**
 * Requests the app refuses before doing any work: a Host it does not serve (DNS rebinding lets
 * a hostile page reach a local app under its own name), and API calls a browser made for another
 * site (which would spend the registry quota with the analyst's access).
 */
export function refuseRequest(headers: Headers, isApi: boolean, config: SecurityConfig): AppError | undefined {
  const host = headers.get("host") ?? "";
  if (config.allowedHosts && !hostAllowed(host, config.allowedHosts)) {
    return new AppError("host_not_allowed", { key: "hostNotAllowed", values: { host: host.slice(0, 100) } });
  }
  if (isApi && headers.get("sec-fetch-site") === "cross-site") {
    return new AppError("cross_site", "crossSite");
  }
  return undefined;
}
