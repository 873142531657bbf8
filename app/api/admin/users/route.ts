import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { z } from "zod";
import { type accountsAnswerSchema, createAccount, listAccounts, newAccountSchema } from "@/lib/edge/auth/accounts";
import { adminDeps } from "@/lib/edge/auth/admin-deps";
import { ADMIN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

export const GET = apiRoute("admin-users", ADMIN_ACCESS, async () => {
  const { db } = await adminDeps();
  const body = { users: await listAccounts(db) } satisfies z.output<typeof accountsAnswerSchema>;
  return Response.json(body, { headers: { "cache-control": "private, no-store" } });
});

/** Adds an account: {email, password, name, roles} → 201 {id}. */
export const POST = apiRoute("admin-users-add", ADMIN_ACCESS, async (request, _params, scope) => {
  const asked = await readJsonBody(request, newAccountSchema, "all");
  const { auth, db } = await adminDeps();
  const created = await createAccount(auth, asked);
  const [account] = (await listAccounts(db)).filter((summary) => summary.id === created.id);
  await recordAuditEvent(scope.actor, "user-added", {
    targetUserId: created.id,
    email: account.email,
    roles: account.roles,
  });
  return Response.json(created, { status: 201 });
});
