import type { OwnershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** Where an alert's change is seen: a record's two retrievals (`from` null for a record new to the structure). */
export interface AlertChangesLink {
  regcode: string;
  from: string | null;
  to: string;
  path: string;
}

/**
 * The one place an alert points at, for the alerts page, the webhook and the digest alike. The entity's own
 * comparison when its record changed; when only a record up its structure did, the entity's retrieval is on both
 * sides, so the first such record's comparison (or the first retrieval of a record new to the structure).
 */
export function alertChangesLink(
  alert: { regcode: string; from: string; to: string },
  effect: Pick<OwnershipEffect, "records"> | null,
): AlertChangesLink {
  const own = { regcode: alert.regcode, from: alert.from, to: alert.to };
  if (alert.from === alert.to) {
    const records = effect?.records ?? [];
    const changed = records.find((r) => r.before && r.after && r.before.sha256 !== r.after.sha256);
    const added = records.find((r) => !r.before && r.after);
    if (changed?.before && changed.after) {
      const { regcode, before, after } = changed;
      return {
        regcode,
        from: before.sha256,
        to: after.sha256,
        path: pagePaths.changes(regcode, before.sha256, after.sha256),
      };
    }
    if (added?.after) {
      return {
        regcode: added.regcode,
        from: null,
        to: added.after.sha256,
        path: pagePaths.entity(added.regcode, added.after.sha256),
      };
    }
  }
  return { ...own, path: pagePaths.changes(own.regcode, own.from, own.to) };
}
