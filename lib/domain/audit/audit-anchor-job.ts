import type { Database } from "@/lib/platform/db/database";
import type { JobDefinition } from "@/lib/platform/jobs/job-queue";
import { type AnchorTargets, signAnchor, writeAnchor } from "./audit-anchor";
import { newestAuditEvent } from "./newest-audit-event";

/**
 * Writes a signed head of the audit chain to the anchor targets: the job, and once more at shutdown. Nothing is
 * written while the head has not moved since this process's last anchor.
 */
export function anchorWriter(
  db: () => Promise<Database>,
  key: () => string,
  targets: AnchorTargets,
  now = () => new Date(),
) {
  let last: string | undefined;
  return async (): Promise<boolean> => {
    const head = await newestAuditEvent(await db());
    if (!head || head.hash === last) return false;
    await writeAnchor(targets, signAnchor(key(), head, now()));
    last = head.hash;
    return true;
  };
}

/** The anchor as a job of the app's queue, every `minutes` (run by one instance). */
export function auditAnchorJob(write: () => Promise<boolean>, minutes: number): JobDefinition {
  return {
    name: "audit-anchor",
    cron: minutes === 60 ? "0 * * * *" : `*/${minutes} * * * *`,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    run: async () => {
      await write();
    },
  };
}
