import "server-only";
import { type AuditActor, auditActor } from "@/lib/domain/audit/audit-actor";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import { db } from "@/lib/platform/db/db";
import type { Locale } from "@/lib/platform/i18n/locales";
import { requestLocale } from "@/lib/edge/locale/request-locale";

/** What an admitted request carries, read once at the edge and handed to its route's handler. */
export interface RequestContext<V extends Viewer | null = Viewer> {
  /** The viewer the route's rule admitted: null only on a public route, signed out. */
  viewer: V;
  /** The process database, opened on first call: a route that never reads it never waits for it. */
  db: () => Promise<Database>;
  /** Who acts, as the audit trail records it: the viewer and the request's address, browser and id. */
  actor: AuditActor;
  /** The language to answer in: the viewer's saved choice, else the request's. */
  locale: Locale;
}

/** The context of a request admitted for `viewer` (header reads only: nothing here waits). */
export function requestContext<V extends Viewer | null>(request: Request, viewer: V): RequestContext<V> {
  return {
    viewer,
    db,
    actor: auditActor(request.headers, viewer),
    locale: requestLocale(request.headers, viewer),
  };
}
