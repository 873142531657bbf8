import { authSettings } from "@/lib/auth/auth";
import { isCrossOriginWrite } from "@/lib/auth/public-paths";
import { AppError } from "@/lib/errors/app-error";
import { appOrigin } from "@/lib/http/app-origin";
import { refuseRequest } from "./refuse-request";
import type { SecurityConfig } from "./security-config";

/**
 * Why a request is answered without reaching a page or route, if it is: a host the app does not serve, a
 * cross-site API call, a write from another origin.
 */
export function requestRefusal(
  { method, headers }: { method: string; headers: Headers },
  isApi: boolean,
  config: SecurityConfig,
): AppError | undefined {
  const refused = refuseRequest(headers, isApi, config);
  if (refused) return refused;
  const own = appOrigin(headers, authSettings().appUrl);
  if (isCrossOriginWrite(method, headers.get("origin"), own, headers.get("sec-fetch-site"))) {
    return new AppError("forbidden", "crossOriginWrite");
  }
  return undefined;
}
