import type { Viewer } from "@/lib/domain/viewer/viewer";

/**
 * The viewer the app opens a case as, for the account that will prepare it: analyst only, with no session, so the
 * records it pins show persons masked (whatever that account may see); its preparer's refresh pins them as they
 * may see them, the case's purpose covering them once it is open.
 */
export function appViewer(userId: string): Viewer {
  return { userId, sessionId: `app:${userId}`, email: "", name: "", roles: ["analyst"] };
}
