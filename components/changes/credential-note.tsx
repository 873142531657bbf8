import type { Compared } from "@/lib/domain/changes/compare-retrievals";
import { withheldLabel, withheldReasonWords } from "@/lib/domain/profile/withheld";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * What withheld persons did to a comparison: that the two retrievals were made with different credentials,
 * how many differences come from that alone and so are not listed as changes, and why a change names a
 * person as withheld (the viewer's access, else the registry's answer to the retrieval's credential), which
 * the printed page would not say otherwise. Nothing when none of these.
 */
export function CredentialNote({
  comparison,
  locale,
}: {
  comparison: Pick<Compared, "credentials" | "credentialDifferences" | "changes" | "personalDetailsWithheld">;
  locale: Locale;
}) {
  const t = translator(locale, "report.changes.credential");
  const { credentials, credentialDifferences: count, personalDetailsWithheld: gate } = comparison;
  const namesWithheld = comparison.changes.some((change) => change.withheld);
  if (credentials === null && count === 0 && !namesWithheld) return null;
  const reason = gate === null ? t("registryWithheld") : withheldReasonWords(null, gate, locale);
  return (
    <div className="space-y-1 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 break-inside-avoid">
      {credentials && <p>{t("different", credentials)}</p>}
      {count > 0 && <p>{t("setAside", { count })}</p>}
      {namesWithheld && <p>{t("withheld", { label: withheldLabel(locale), reason })}</p>}
    </div>
  );
}
