import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { AuditDb } from "@/lib/audit/append-audit-event";
import { user } from "@/lib/db/schema/auth";
import { SHARINGS } from "@/lib/db/schema/watchlists";
import { AppError } from "@/lib/errors/app-error";

export type Sharing = (typeof SHARINGS)[number];

const shareSchema = z.object({
  sharing: z.enum(SHARINGS, { error: '"sharing" is private, named or everyone' }),
  shareWith: z
    .array(z.email({ error: '"shareWith" lists colleagues by email' }))
    .max(200)
    .default([]),
});

/**
 * Who a watchlist or batch is for: its owner only, colleagues named by email (who must have accounts),
 * or everyone. Returns the sharing and the named colleagues' ids; an unknown email is a 400 naming it.
 */
export async function parseShareRequest(db: AuditDb, input: unknown): Promise<{ sharing: Sharing; userIds: string[] }> {
  const parsed = shareSchema.safeParse(input);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Bad sharing.");
  const { sharing, shareWith } = parsed.data;
  if (sharing !== "named") return { sharing, userIds: [] };
  if (shareWith.length === 0) throw new AppError("bad_request", 'Name the colleagues to share with in "shareWith".');
  const emails = shareWith.map((email) => email.toLowerCase());
  const found = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails));
  const missing = emails.filter((email) => !found.some((row) => row.email.toLowerCase() === email));
  if (missing.length > 0) throw new AppError("bad_request", `No account has the email ${missing.join(", ")}.`);
  return { sharing, userIds: found.map((row) => row.id) };
}
