import type { Compared } from "@/lib/changes/compare-retrievals";
import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";

/**
 * What the registry credentials did to a comparison: that the two retrievals were made with different ones,
 * and how many differences come from that alone and so are not listed as changes. Nothing when neither.
 */
export function CredentialNote({
  comparison,
  locale,
}: {
  comparison: Pick<Compared, "credentials" | "credentialDifferences">;
  locale: Locale;
}) {
  const t = translator(locale, "report.changes.credential");
  const { credentials, credentialDifferences: count } = comparison;
  if (credentials === null && count === 0) return null;
  return (
    <div className="space-y-1 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 break-inside-avoid">
      {credentials && <p>{t("different", credentials)}</p>}
      {count > 0 && <p>{t("setAside", { count })}</p>}
    </div>
  );
}
