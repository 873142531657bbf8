import type { Database } from "@/lib/platform/db/database";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { user } from "@/lib/platform/db/schema/auth";
import { SHARINGS } from "@/lib/platform/db/schema/watchlists";
import { AppError } from "@/lib/platform/errors/app-error";
import { errorKey } from "@/lib/platform/errors/error-text";

export type Sharing = (typeof SHARINGS)[number];

/** `{sharing: "private" | "named" | "everyone", shareWith?: [email]}`; resolveShareRequest checks the emails. */
export const shareRequestSchema = z.object({
  sharing: z.enum(SHARINGS, { error: errorKey("sharingKind") }),
  shareWith: z.array(z.string()).max(200).default([]),
});

const emailAddress = z.email();

/**
 * Who a watchlist or batch is for: its owner only, colleagues named by email, or everyone. Returns the sharing
 * and the ids of the named colleagues who have accounts. An email without one is answered as one with: telling
 * them apart would let any signed-in user find out who has an account.
 */
export async function resolveShareRequest(
  db: Database,
  { sharing, shareWith }: z.output<typeof shareRequestSchema>,
): Promise<{ sharing: Sharing; userIds: string[] }> {
  // Named, so whoever typed the list sees which entry to mend.
  const notEmails = shareWith.filter((entry) => !emailAddress.safeParse(entry).success);
  if (notEmails.length > 0)
    throw new AppError("bad_request", { key: "shareWithEmail", values: { entries: notEmails.join(", ") } });
  if (sharing !== "named") return { sharing, userIds: [] };
  if (shareWith.length === 0) throw new AppError("bad_request", "shareWithMissing");
  const emails = shareWith.map((email) => email.toLowerCase());
  const found = await db.select({ id: user.id }).from(user).where(inArray(user.email, emails));
  return { sharing, userIds: found.map((row) => row.id) };
}

/**
 * Once the owner is known to own it: naming themselves would leave their list or batch called shared while
 * nobody else can see it.
 */
export function refuseSharingWithSelf(ownerId: string, share: { userIds: readonly string[] }): void {
  if (share.userIds.includes(ownerId)) throw new AppError("bad_request", "shareWithSelf");
}
