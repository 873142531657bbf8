import { useTranslations } from "next-intl";
import { TableHead } from "@/components/shared/table-head";
import { scopeDescriptionKey } from "./scope-description";

/** Each granted scope with what it allows, in a table so the pairs stay together for screen readers. */
export function ScopeList({ scopes }: { scopes: readonly string[] }) {
  const t = useTranslations("account.credential.scopes");
  if (scopes.length === 0) return <p>{t("none")}</p>;
  return (
    <table className="w-full border-collapse rounded border border-slate-200 bg-white text-left">
      <TableHead
        caption={t("caption")}
        columns={[{ label: t("scope") }, { label: t("allows") }]}
        rowClassName="border-b border-slate-200"
        cellClassName="px-3 py-2"
      />
      <tbody>
        {scopes.map((scope) => (
          <tr key={scope} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="px-3 py-2 font-mono text-sm font-normal">
              {scope}
            </th>
            <td className="px-3 py-2">{t(`descriptions.${scopeDescriptionKey(scope)}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
