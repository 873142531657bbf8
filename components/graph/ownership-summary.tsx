import type { GraphWords } from "./graph-words";
import { TableHead } from "@/components/shared/table-head";
import type { OwnershipSummary as Summary } from "@/lib/domain/graph/effective-ownership";
import { formatPercent } from "@/lib/platform/format/format-percent";

const LISTED = 25;

/** Owners beyond the listed ones, when the list was cut before reaching the page. */
export interface OwnersLeftOut {
  count: number;
  percent: number;
}

/** Ultimate owners with their effective share, and the flag for sanctioned control of 50% or more. */
export function OwnershipSummary({
  summary,
  rest,
  words: { t, locale },
}: {
  summary: Summary;
  rest?: OwnersLeftOut | null;
  words: GraphWords;
}) {
  const percent = (n: number) => formatPercent(n, locale);
  const { owners, sanctionedHolders, sanctionedPercent, sanctionedMajority } = summary;
  const left = rest ?? {
    count: Math.max(0, owners.length - LISTED),
    percent: owners.slice(LISTED).reduce((s, o) => s + o.percent, 0),
  };
  return (
    <div className="space-y-2 text-sm">
      <h3 className="font-semibold">{t("ownership.heading")}</h3>
      {sanctionedMajority ? (
        <p role="alert" className="rounded border-2 border-red-700 bg-red-50 p-2 font-semibold text-red-900">
          {t("ownership.majority", { percent: percent(sanctionedPercent) })}
        </p>
      ) : sanctionedPercent > 0 ? (
        <p className="rounded border border-red-300 bg-red-50 p-2 text-red-900">
          {t("ownership.minority", { percent: percent(sanctionedPercent) })}
        </p>
      ) : null}
      {sanctionedHolders.length > 0 && (
        <p className="text-red-900">
          {t("ownership.holders", {
            holders: sanctionedHolders.map((h) => `${h.node.label} (${percent(h.percent)})`).join("; "),
          })}
        </p>
      )}
      {owners.length === 0 ? (
        <p className="text-slate-600">{t("ownership.none")}</p>
      ) : (
        <table className="border-collapse">
          <TableHead
            caption={t("ownership.caption")}
            columns={[
              { label: t("ownership.owner"), className: "pr-4" },
              { label: t("ownership.share"), className: "pr-4 text-right" },
              { label: t("ownership.note") },
            ]}
            rowClassName="border-b border-slate-300 text-left"
          />
          <tbody>
            {owners.slice(0, LISTED).map((o) => (
              <tr key={o.node.id} className="border-b border-slate-200">
                <td className="pr-4">
                  {o.node.kind === "withheld" ? <em>{o.node.label}</em> : o.node.label}
                  {o.node.sanctioned && <strong className="ml-1 text-red-800">{t("ownership.sanctioned")}</strong>}
                </td>
                <td className="pr-4 text-right tabular-nums">{percent(o.percent)}</td>
                <td className="text-slate-600">
                  {[
                    o.paths > 1 ? t("ownership.paths", { count: o.paths }) : null,
                    o.unexpanded ? t("ownership.unexpanded") : null,
                  ]
                    .filter(Boolean)
                    .join("; ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {left.count > 0 && (
        <p className="text-slate-600">{t("ownership.rest", { count: left.count, percent: percent(left.percent) })}</p>
      )}
      <p className="text-xs text-slate-600">{t("ownership.method")}</p>
    </div>
  );
}
