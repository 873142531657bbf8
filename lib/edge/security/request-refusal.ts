import { isCrossOriginWrite } from "@/lib/edge/auth/public-paths";
import { AppError } from "@/lib/platform/errors/app-error";
import { appOrigin } from "@/lib/platform/http/app-origin";
import { refuseRequest } from "./refuse-request";
import type { SecurityConfig } from "@/lib/platform/config/security-config";

/**
 * Why a request is answered without reaching a page or route, if it is: a host the app does not serve, a
 * cross-site API call or navigation to a page with side effects, a write from another origin. A call with an API
 * token (`bearer`) is not checked for its origin: a server sends none, and a token, unlike a cookie, is never
 * added to a request by the browser on another site's behalf.
 */
export function requestRefusal(
  { method, headers, url }: { method: string; headers: Headers; url?: string },
  isApi: boolean,
  config: SecurityConfig,
  { bearer = false }: { bearer?: boolean } = {},
): AppError | undefined {
  const refused = refuseRequest(headers, isApi, config, url);
  if (refused) return refused;
  if (bearer) return undefined;
  const own = appOrigin(headers);
  if (isCrossOriginWrite(method, headers.get("origin"), own, headers.get("sec-fetch-site"))) {
    return new AppError("forbidden", "crossOriginWrite");
  }
  return undefined;
}
