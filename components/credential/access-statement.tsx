import { useTranslations } from "next-intl";
import { SCOPES } from "@/lib/registry/client/scopes";

/**
 * States plainly what this credential means for the analyst. Approval for restricted personal details
 * belongs to the account and the identity operation does not report it, so with the scope the answer is conditional.
 */
export function AccessStatement({ scopes }: { scopes: readonly string[] }) {
  const t = useTranslations("account.credential.access");
  const canLookUp = scopes.includes(SCOPES.legalEntities);
  const hasPersonalScope = scopes.includes(SCOPES.personalDetails);
  return (
    <div className="space-y-3">
      {!canLookUp && (
        <p className="rounded border border-red-300 bg-red-50 p-3">
          {t.rich("lookupsFail", { scope: SCOPES.legalEntities, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      )}
      {hasPersonalScope ? (
        <div className="rounded border border-blue-200 bg-blue-50 p-3">
          <p>{t("hasPersonal")}</p>
          <p className="mt-2 text-sm text-slate-700">{t("noApprovalReport")}</p>
        </div>
      ) : (
        <div className="rounded border border-amber-300 bg-amber-50 p-3">
          <p>{t("withheld", { scope: SCOPES.personalDetails })}</p>
          <p className="mt-2 text-sm text-slate-700">{t("withheldExplained")}</p>
        </div>
      )}
    </div>
  );
}
