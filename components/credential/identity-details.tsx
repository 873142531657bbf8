import { useTranslations } from "next-intl";
import type { Identity } from "@/lib/registry/schemas/identity";

/** The identity record's ids and names. The secret is never part of it: only the public key travels. */
export function IdentityDetails({ identity }: { identity: Identity }) {
  const t = useTranslations("account.credential.identity");
  const rows: [string, string, string][] = [
    [t("name"), identity.name, ""],
    [t("apiKey"), identity.api_key, "font-mono"],
    [t("credentialId"), identity.credential_id, "font-mono"],
    [t("ownerId"), identity.owner_id, "font-mono"],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value, style]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className={`break-all ${style}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
