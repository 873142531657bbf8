import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ADMIN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { accountChanges } from "@/lib/edge/auth/auth";
import { resetSecondFactor } from "@/lib/edge/auth/second-factor";
import { AppError } from "@/lib/platform/errors/app-error";

/** Removes the account's authenticator app and recovery codes (it enrols again): 204. */
export const DELETE = apiRoute<{ id: string }>(
  "admin-users-second-factor-reset",
  ADMIN_ACCESS,
  async (_request, { id }, { db, actor }) => {
    const reset = await resetSecondFactor(await db(), id);
    if (!reset) throw new AppError("not_found", "noSuchAccount");
    // Its sessions' cached cookies still say it has a second factor: read them from the database from now on.
    accountChanges().note(id, Date.now());
    await recordAuditEvent(actor, "second-factor-reset", { targetUserId: id, email: reset.email });
    return new Response(null, { status: 204 });
  },
);
