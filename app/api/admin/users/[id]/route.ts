import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { accountChangeSchema, changeAccount } from "@/lib/edge/auth/accounts";
import { adminDeps } from "@/lib/edge/auth/admin-deps";
import { accountChanges } from "@/lib/edge/auth/auth";
import { ADMIN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** Sets an account's roles ({roles}) or disables / enables it ({disabled}). */
export const PATCH = apiRoute<{ id: string }>("admin-users-change", ADMIN_ACCESS, async (request, { id }, scope) => {
  const { viewer, actor } = scope;
  const { auth, db } = await adminDeps();
  const change = await readJsonBody(request, accountChangeSchema, "all");
  const account = await changeAccount(auth, db, id, change, { by: viewer.userId });
  // From this request on, the account's sessions are checked against the database, not its cached cookie.
  accountChanges().note(account.id, Date.now());
  const target = { targetUserId: account.id, email: account.email };
  // The schema accepts exactly one of the two changes.
  if (change.roles !== undefined) await recordAuditEvent(actor, "roles-changed", { ...target, roles: account.roles });
  else await recordAuditEvent(actor, "account-disabled", { ...target, disabled: account.disabled });
  return Response.json(account);
});
