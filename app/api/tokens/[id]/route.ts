import { revokeApiToken } from "@/lib/domain/api-tokens/api-tokens";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { hasRole } from "@/lib/domain/viewer/viewer";
import { apiRoute } from "@/lib/edge/admission/api-route";

/**
 * Revokes an API token of yours, or (an administrator) anyone's: 204, refused from then on by every instance;
 * 404 for a token you cannot revoke. Revoking one already revoked changes nothing and records nothing.
 */
export const DELETE = apiRoute<{ id: string }>(
  "tokens-revoke",
  SIGNED_IN_ACCESS,
  async (_request, { id }, { viewer, db, actor }) => {
    const revoked = await revokeApiToken(await db(), id, { userId: viewer.userId, admin: hasRole(viewer, "admin") });
    if (revoked.revoked)
      await recordAuditEvent(actor, "token-revoked", {
        tokenId: revoked.id,
        name: revoked.name,
        targetUserId: revoked.userId,
      });
    return new Response(null, { status: 204 });
  },
);
