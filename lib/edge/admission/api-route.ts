import "server-only";
import type { AccessRule, PublicAccess } from "@/lib/domain/viewer/access-rule";
import { admittedViewer } from "@/lib/edge/auth/current-viewer";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { apiGate } from "./api-gate";
import { apiHandler, type RequestScope } from "./api-handler";
import { type RequestContext, requestContext } from "./request-context";

/** A route's handler, given its request's scope and context: the viewer its rule admitted, database, actor, language. */
export type GuardedHandler<P, V extends Viewer | null> = (
  request: Request,
  params: P,
  scope: RequestScope & RequestContext<V>,
) => Promise<Response>;

/** A route handler as Next calls it, with the rule it declared (read by the tests that walk every route). */
export type GuardedRoute<P> = ((request: Request, ctx: { params: Promise<P> }) => Promise<Response>) & {
  readonly access: AccessRule;
};

/**
 * A route under /api/: its admission (apiGate), then `rule` (401 signed out, 403 without the role) before
 * the handler runs, as apiHandler runs it. The rule is required: a route cannot forget who may use it.
 */
export function apiRoute<P extends Record<string, string>>(
  route: string,
  rule: PublicAccess,
  handler: GuardedHandler<P, Viewer | null>,
): GuardedRoute<P>;
export function apiRoute<P extends Record<string, string>>(
  route: string,
  rule: Exclude<AccessRule, PublicAccess>,
  handler: GuardedHandler<P, Viewer>,
): GuardedRoute<P>;
export function apiRoute<P extends Record<string, string>>(
  route: string,
  rule: AccessRule,
  handler: GuardedHandler<P, Viewer>,
): GuardedRoute<P> {
  const handled = apiHandler<P>(route, (request, params, scope) =>
    // Null only under a public rule, whose overload gives the handler Viewer | null.
    handler(request, params, { ...scope, ...requestContext(request, admittedViewer(request, rule) as Viewer) }),
  );
  const answer = (request: Request, ctx: { params: Promise<P> }): Promise<Response> =>
    apiGate(request, (admitted) => handled(admitted, ctx));
  return Object.assign(answer, { access: rule });
}
