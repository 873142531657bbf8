import type { z } from "zod";
import {
  type apiTokensAnswerSchema,
  createApiToken,
  type createdApiTokenSchema,
  listApiTokens,
} from "@/lib/domain/api-tokens/api-tokens";
import { newApiTokenSchema } from "@/lib/domain/api-tokens/new-api-token-schema";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ADMIN_ACCESS, accessRefusal, SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { AppError } from "@/lib/platform/errors/app-error";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

const PRIVATE = { "cache-control": "private, no-store" };

/** Your API tokens, newest first (never their secrets); `?all=1`, for an administrator: everyone's. */
export const GET = apiRoute("tokens", SIGNED_IN_ACCESS, async (request, _params, { viewer, db }) => {
  const all = new URL(request.url).searchParams.get("all") === "1";
  if (all) {
    const refusal = accessRefusal(ADMIN_ACCESS, viewer);
    if (refusal) throw refusal;
  }
  const tokens = await listApiTokens(await db(), all ? "all" : { userId: viewer.userId });
  return Response.json({ tokens } satisfies z.output<typeof apiTokensAnswerSchema>, { headers: PRIVATE });
});

/**
 * Makes an API token: `{name, roles, expiresInDays}` (roles you hold, 1 to 365 days) → 201 `{id, token, name,
 * roles, createdAt, expiresAt}`. The token is in this answer only. Made while signed in: a token cannot make
 * another, which would outlive it.
 */
export const POST = apiRoute("tokens-create", SIGNED_IN_ACCESS, async (request, _params, { viewer, db, actor }) => {
  if (viewer.tokenId) throw new AppError("forbidden", "tokensFromSession");
  const asked = await readJsonBody(request, newApiTokenSchema, "all");
  const created = await createApiToken(await db(), viewer, asked);
  await recordAuditEvent(actor, "token-created", {
    tokenId: created.id,
    name: created.name,
    roles: created.roles,
    expiresAt: created.expiresAt,
  });
  return Response.json(created satisfies z.output<typeof createdApiTokenSchema>, { status: 201, headers: PRIVATE });
});
