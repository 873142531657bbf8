import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { type AccessRule, accessRefusal, type PublicAccess } from "@/lib/domain/viewer/access-rule";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { decodeViewer, VIEWER_HEADER } from "./viewer-header";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/**
 * The signed-in viewer of the page being rendered, once `rule` lets them see it: signed out, to sign in
 * (proxy.ts has already sent most there); without the role, the forbidden page (app/forbidden.tsx, 403).
 */
export async function pageViewer(rule: Exclude<AccessRule, PublicAccess>): Promise<Viewer> {
  const viewer = decodeViewer((await headers()).get(VIEWER_HEADER));
  if (!viewer) redirect(pagePaths.signIn());
  if (accessRefusal(rule, viewer)) forbidden();
  return viewer;
}

/**
 * The viewer of a request admitted by apiGate or proxy.ts, once `rule` lets them use it; an AppError
 * (401, 403) otherwise. For the route helpers (apiRoute, pageRoute): routes declare their rule there.
 */
export function admittedViewer(request: Request, rule: Exclude<AccessRule, PublicAccess>): Viewer;
export function admittedViewer(request: Request, rule: AccessRule): Viewer | null;
export function admittedViewer(request: Request, rule: AccessRule): Viewer | null {
  const viewer = decodeViewer(request.headers.get(VIEWER_HEADER));
  const refusal = accessRefusal(rule, viewer);
  if (refusal) throw refusal;
  return viewer;
}
