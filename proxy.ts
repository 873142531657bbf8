import { NextResponse, type NextRequest } from "next/server";
import { auditPageFailure } from "@/lib/domain/audit/audit-page-failure";
import { allows, ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { AppError, toAppError } from "@/lib/platform/errors/app-error";
import { retrievalsPageFailure } from "@/lib/domain/evidence/retrievals-page-failure";
import { snapshotFailure } from "@/lib/domain/evidence/snapshot-failure";
import { admitRequest, markAdmitted } from "@/lib/edge/admission/admit-request";
import { appOrigin } from "@/lib/platform/http/app-origin";
import { changesQueryFailure } from "@/lib/domain/changes/changes-query-failure";
import type { Database } from "@/lib/platform/db/database";
import { db } from "@/lib/platform/db/db";
import {
  changesDocumentRegcode,
  entityDocumentRegcode,
  isDocumentLoad,
  retrievalsDocumentRegcode,
  snapshotDocument,
} from "@/lib/edge/admission/entity-document";
import { hasMalformedEscape } from "@/lib/platform/http/has-malformed-escape";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { noteInteractive } from "@/lib/platform/concurrency/interactive-activity";
import { pageErrorResponse } from "@/lib/edge/admission/page-error-response";
import { PAGE_PATH_HEADER } from "@/lib/platform/http/page-path-header";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { requestOrigin } from "@/lib/platform/http/request-origin";
import { logger } from "@/lib/platform/log/logger";
import { ENTITY_ERROR_HEADER, encodeEntityError } from "@/lib/registry/client/entity-error-header";
import { lookupLegalEntity } from "@/lib/registry/client/registry";
import { securityConfig } from "@/lib/platform/config/security-config";
import { API_CSP, createCspNonce, pageCspAround } from "@/lib/edge/security/security-headers";
import { withSecurityHeaders } from "@/lib/edge/security/with-security-headers";

const pageCsp = pageCspAround(process.env.NODE_ENV === "development");

/**
 * For a full-page load of a profile or report: the lookup's failure, met here before the page
 * streams its 200 shell, so the answer can carry the failure's status. A success is left in the
 * process-wide cache, where the page finds it. A stored copy's page is checked against the database.
 */
async function entityFailure(request: NextRequest): Promise<AppError | undefined> {
  const snapshot = snapshotDocument(request.method, request.nextUrl.pathname, request.headers);
  if (snapshot) return snapshotFailure(snapshot.regcode, snapshot.sha256).catch(() => undefined);
  const regcode = entityDocumentRegcode(request.method, request.nextUrl.pathname, request.headers);
  if (regcode === undefined) return undefined;
  // A peek: the page that follows takes the answer and keeps it as evidence.
  const failure = await lookupLegalEntity(regcode, { peek: true }).then(() => undefined, toAppError);
  // Anything unexpected is the page's to meet and report (error.tsx), as before.
  return failure?.code === "internal" ? undefined : failure;
}

/**
 * A full-page load's query checked against the stored evidence, for a page `regcode` names (undefined:
 * not such a page). A database failure is the page's to meet and report, as for entity pages.
 */
async function storedQueryFailure(
  regcode: string | undefined,
  check: (database: Database, regcode: string) => Promise<AppError | undefined>,
): Promise<AppError | undefined> {
  if (regcode === undefined) return undefined;
  try {
    return await check(await db(), regcode);
  } catch {
    return undefined;
  }
}

/** For a full-page load of the changes between two retrievals: a bad number or hash, or one not stored. */
function changesFailure({ method, headers, nextUrl }: NextRequest): Promise<AppError | undefined> {
  const query = nextUrl.searchParams;
  return storedQueryFailure(changesDocumentRegcode(method, nextUrl.pathname, headers), (database, regcode) =>
    changesQueryFailure(database, regcode, { from: query.get("from"), to: query.get("to") }),
  );
}

/** For a full-page load of a number's retrievals: a bad number, or a page past the last. */
function retrievalsFailure({ method, headers, nextUrl }: NextRequest): Promise<AppError | undefined> {
  return storedQueryFailure(retrievalsDocumentRegcode(method, nextUrl.pathname, headers), (database, regcode) =>
    retrievalsPageFailure(database, regcode, nextUrl.searchParams),
  );
}

/**
 * Every page request (the API admits its own requests: apiGate): a request id, security headers,
 * refusals (host, writes from another origin), a session for everything but the public paths (else
 * sign-in), the rate limit per account, a CSP nonce and the status of entity pages.
 */
export async function proxy(request: NextRequest) {
  const reqId = crypto.randomUUID();
  noteInteractive();
  const settings = securityConfig();
  const { https } = requestOrigin(request.headers, settings.trustedProxyHops);

  const { pathname, search } = request.nextUrl;
  const { viewer, setCookies, stop } = await admitRequest(request, pathname, { isApi: false, config: settings });
  if (stop === "sign-in" || stop === "enrol") {
    // On the origin the browser used: request.url says localhost.
    const page = stop === "sign-in" ? pagePaths.signIn() : pagePaths.accountSecurity();
    const next = new URL(page, appOrigin(request.headers));
    if (pathname !== "/" || search) next.searchParams.set("next", `${pathname}${search}`);
    return withSecurityHeaders(NextResponse.redirect(next, 307), { csp: API_CSP, reqId, https, setCookies });
  }
  if (stop) {
    logger.warn({ event: "request", reqId, route: "proxy", status: stop.status, errorCode: stop.code });
    // In the account's language once the session is known, else the browser's.
    const response = pageErrorResponse(stop, requestLocale(request.headers, viewer));
    return withSecurityHeaders(response, { csp: API_CSP, reqId, https, setCookies });
  }

  const requestHeaders = new Headers(request.headers);
  markAdmitted(requestHeaders, reqId, viewer);
  requestHeaders.delete(ENTITY_ERROR_HEADER);
  requestHeaders.set(PAGE_PATH_HEADER, `${pathname}${search}`);
  const nonce = createCspNonce();
  const csp = pageCsp(nonce);
  // Next.js reads the nonce from the request's CSP header and applies it to its scripts.
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  if (hasMalformedEscape(request.nextUrl.pathname)) {
    // No route can match an address that does not decode: show the not-found page instead of a bare 500.
    const notFound = NextResponse.rewrite(new URL("/not-found", request.url), { request: { headers: requestHeaders } });
    return withSecurityHeaders(notFound, { csp, reqId, https, setCookies });
  }
  // Only for an account that may see entities: for any other the page itself answers 403 (pageViewer), and
  // a registry call or evidence query made for them would tell them what the number holds.
  const analyst = allows(ANALYST_ACCESS, viewer);
  const entity = analyst ? ((await entityFailure(request)) ?? (await changesFailure(request))) : undefined;
  // The page explains the failure it is handed (no second registry call) under the failure's status.
  if (entity) requestHeaders.set(ENTITY_ERROR_HEADER, encodeEntityError(entity));
  // The audit and retrievals pages explain a bad query themselves; the answer carries its status.
  const failure =
    entity ??
    (isDocumentLoad(request.method, request.headers)
      ? auditPageFailure(pathname, request.nextUrl.searchParams, viewer)
      : undefined) ??
    (analyst ? await retrievalsFailure(request) : undefined);
  if (failure) {
    const failed = NextResponse.rewrite(request.nextUrl, {
      status: failure.status,
      request: { headers: requestHeaders },
    });
    if (failure.retryAfter !== undefined) failed.headers.set("retry-after", String(failure.retryAfter));
    return withSecurityHeaders(failed, { csp, reqId, https, setCookies });
  }
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), {
    csp,
    reqId,
    https,
    setCookies,
  });
}

export const config = {
  // Static chunks, images, the icons and robots.txt are served as files and need none of this (the sign-in
  // page shows the icon, crawlers read robots.txt signed out); the API admits its own requests (apiGate).
  matcher: ["/((?!_next/static|_next/image|favicon.ico$|favicon.svg$|robots.txt$|api/).*)"],
};
