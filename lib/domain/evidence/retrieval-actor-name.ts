import { canReadAudit } from "@/lib/domain/audit/audit-readers";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import type { RetrievalEntry } from "./list-retrievals";

/**
 * Who caused a retrieval, as this viewer may know it, in a language: by the same rule as "Who looked at
 * this entity", only those who may read the audit trail see other users' names, each with the account's
 * email (a name alone could be anyone's); everyone sees their own as "You".
 */
export function retrievalActorName(
  actor: RetrievalEntry["actor"],
  viewer: { userId: string; roles: readonly string[] },
  locale: Locale,
): string {
  const t = translator(locale, "report");
  if (actor.id === null) return t("retrievals.actor.app");
  if (actor.id === viewer.userId) return t("retrievals.actor.you");
  if (!canReadAudit(viewer)) return t("retrievals.actor.other");
  if (actor.name === null) return t("retrievals.actor.removed", { id: actor.id });
  return actor.email ? t("retrievals.actor.named", { name: actor.name, email: actor.email }) : actor.name;
}
