import { requestIdOf } from "@/lib/platform/http/request-id";
import { clientAddress } from "@/lib/platform/http/client-address";
import { printedFor } from "@/lib/platform/http/printed-for";

/** Who acted and from where, as every audit event records it. */
export interface AuditActor {
  userId: string | null;
  userEmail: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
  /**
   * How the user acted when not through a browser session: with an API token (its id). Recorded in the event's
   * details as `means`, which the hash covers.
   */
  means?: AuditMeans;
}

/** What a user acted through besides a session. */
export interface AuditMeans {
  apiToken: string;
}

// Long enough for any real browser's user agent; a header cannot make the row unbounded.
const MAX_USER_AGENT = 512;

/**
 * The actor of one request: the signed-in user (a viewer, or none), the API token it came with if any, and the
 * request's address, browser and id.
 */
export function auditActor(
  headers: Headers,
  user: { userId: string; email: string; tokenId?: string } | null,
): AuditActor {
  return {
    userId: user?.userId ?? null,
    userEmail: user?.email ?? null,
    // A report the server printed for a PDF is the analyst's view, from where the analyst asked.
    clientAddress: printedFor(headers) ?? clientAddress(headers),
    userAgent: headers.get("user-agent")?.slice(0, MAX_USER_AGENT) ?? null,
    requestId: requestIdOf(headers),
    ...(user?.tokenId ? { means: { apiToken: user.tokenId } } : {}),
  };
}
