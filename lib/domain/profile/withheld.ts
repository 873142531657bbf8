import { PURPOSE_REASON } from "@/lib/domain/access/gate-record";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import type { Identity } from "@/lib/registry/schemas/identity";
import { SCOPES } from "@/lib/registry/client/scopes";

/** Why persons are withheld, as a key of the catalogue's record.withheld.reasons. */
export type WithheldReason = "unknownCredential" | "noScope" | "notApproved" | "role" | "purpose";

/** What stands in a person's place when the details were left out, in a language. */
export function withheldLabel(locale: Locale): string {
  return translator(locale, "record")("withheld.label");
}

/**
 * Why persons are withheld: the app's own gate first (`redaction`, see lib/domain/access/gate-record.ts),
 * else what the identity operation says about the credential.
 */
export function withheldReason(identity: Identity | null, redaction: string | null): WithheldReason {
  if (redaction !== null) return redaction === PURPOSE_REASON ? "purpose" : "role";
  if (!identity) return "unknownCredential";
  if (!identity.scopes.includes(SCOPES.personalDetails)) return "noScope";
  return "notApproved";
}

/** Why persons are withheld, in a language's words: the same for every withheld person of an answer. */
export function withheldReasonWords(identity: Identity | null, redaction: string | null, locale: Locale): string {
  return translator(locale, "record.withheld.reasons")(withheldReason(identity, redaction));
}
