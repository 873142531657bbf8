import { and, desc, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import { accessPurpose, apiTokenPurposes, caseEvidence, cases } from "@/lib/platform/db/schema";
import { errorKey } from "@/lib/platform/errors/error-text";
import { envFlag, parseEnv } from "@/lib/platform/config/parse-env";
import type { Regcode } from "@/lib/registry/regcode/regcode";

let purposeSetting: { raw: string | undefined; required: boolean } | undefined;

/** REQUIRE_PURPOSE (on unless set to 0): personal details show only after a purpose is stated for the entity. */
export function purposeRequired(env: Record<string, string | undefined> = process.env): boolean {
  // Asked on every gated lookup: parsed again only when the value changes.
  const raw = env.REQUIRE_PURPOSE;
  if (purposeSetting === undefined || purposeSetting.raw !== raw) {
    const schema = z.object({ REQUIRE_PURPOSE: envFlag(true) });
    purposeSetting = {
      raw,
      required: parseEnv(schema, { REQUIRE_PURPOSE: raw }, "Sign-in configuration").REQUIRE_PURPOSE,
    };
  }
  return purposeSetting.required;
}

/** A stated purpose: `{purpose}`, 3–500 characters once trimmed. */
export const purposeSchema = z.object({
  purpose: z
    .string({ error: errorKey("purposeMissing") })
    .trim()
    .min(3, errorKey("purposeTooShort"))
    .max(500, errorKey("purposeTooLong")),
});

/**
 * Whose purposes hold: a browser session's, or an API token's (`tokenId`) for the calls made with it; and, with
 * `userId`, the purposes of the active cases the account prepares or is assigned.
 */
export type PurposeHolder = Pick<Viewer, "sessionId" | "tokenId"> & Partial<Pick<Viewer, "userId">>;

/**
 * The purpose this session (or API token) stated for this entity; else, while a case this account prepares or is
 * assigned is active and pinned the entity (itself or any entity of its ownership structure), the purpose stated
 * once when that case was opened; else null.
 */
export async function statedPurpose(db: Database, holder: PurposeHolder, regcode: Regcode): Promise<string | null> {
  const [row] = holder.tokenId
    ? await db
        .select({ purpose: apiTokenPurposes.purpose })
        .from(apiTokenPurposes)
        .where(and(eq(apiTokenPurposes.tokenId, holder.tokenId), eq(apiTokenPurposes.regcode, regcode)))
    : await db
        .select({ purpose: accessPurpose.purpose })
        .from(accessPurpose)
        .where(and(eq(accessPurpose.sessionId, holder.sessionId), eq(accessPurpose.regcode, regcode)));
  if (row) return row.purpose;
  return holder.userId ? casePurpose(db, holder.userId, regcode) : null;
}

/**
 * The states of a case still being worked on (ACTIVE_CASE_STATES of lib/domain/cases, which imports what imports
 * this module, so it is written here again; a test holds the two equal).
 */
export const PURPOSE_CASE_STATES = ["open", "in-review", "awaiting-approval", "returned"] as const;

/** The purpose of this account's newest active case whose pinned evidence holds the entity. */
async function casePurpose(db: Database, userId: string, regcode: Regcode): Promise<string | null> {
  const [row] = await db
    .select({ purpose: cases.purpose })
    .from(caseEvidence)
    .innerJoin(cases, eq(cases.id, caseEvidence.caseId))
    .where(
      and(
        eq(caseEvidence.regcode, regcode),
        inArray(cases.state, [...PURPOSE_CASE_STATES]),
        or(eq(cases.preparerId, userId), eq(cases.assigneeId, userId)),
      ),
    )
    .orderBy(desc(cases.id))
    .limit(1);
  return row?.purpose ?? null;
}

/**
 * Records the purpose (as purposeSchema reads it); a later one for the same entity in the same session (or with the
 * same API token) replaces it.
 */
export async function statePurpose(db: Database, viewer: Viewer, regcode: Regcode, purpose: string): Promise<void> {
  if (viewer.tokenId) {
    await db
      .insert(apiTokenPurposes)
      .values({ tokenId: viewer.tokenId, userId: viewer.userId, regcode, purpose })
      .onConflictDoUpdate({
        target: [apiTokenPurposes.tokenId, apiTokenPurposes.regcode],
        set: { purpose, statedAt: new Date() },
      });
    return;
  }
  await db
    .insert(accessPurpose)
    .values({ sessionId: viewer.sessionId, userId: viewer.userId, regcode, purpose })
    .onConflictDoUpdate({
      target: [accessPurpose.sessionId, accessPurpose.regcode],
      set: { purpose, statedAt: new Date() },
    });
}
