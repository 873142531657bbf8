import { TableHead } from "@/components/shared/table-head";
import type { OwnershipSummary as Summary } from "@/lib/graph/effective-ownership";
import { formatPercent as percent } from "@/lib/graph/format-percent";

const LISTED = 25;

/** Owners beyond the listed ones, when the list was cut before reaching the page. */
export interface OwnersLeftOut {
  count: number;
  percent: number;
}

/** Ultimate owners with their effective share, and the flag for sanctioned control of 50% or more. */
export function OwnershipSummary({ summary, rest }: { summary: Summary; rest?: OwnersLeftOut | null }) {
  const { owners, sanctionedHolders, sanctionedPercent, sanctionedMajority } = summary;
  const left = rest ?? {
    count: Math.max(0, owners.length - LISTED),
    percent: owners.slice(LISTED).reduce((s, o) => s + o.percent, 0),
  };
  return (
    <div className="space-y-2 text-sm">
      <h3 className="font-semibold">Effective ownership</h3>
      {sanctionedMajority ? (
        <p role="alert" className="rounded border-2 border-red-700 bg-red-50 p-2 font-semibold text-red-900">
          ⚠ Sanctioned parties together hold {percent(sanctionedPercent)} of this entity, directly or indirectly (50% or
          more).
        </p>
      ) : sanctionedPercent > 0 ? (
        <p className="rounded border border-red-300 bg-red-50 p-2 text-red-900">
          ⚠ Sanctioned parties hold {percent(sanctionedPercent)}, directly or indirectly (below 50%).
        </p>
      ) : null}
      {sanctionedHolders.length > 0 && (
        <p className="text-red-900">
          Sanctioned holders: {sanctionedHolders.map((h) => `${h.node.label} (${percent(h.percent)})`).join("; ")}
        </p>
      )}
      {owners.length === 0 ? (
        <p className="text-slate-600">No current shareholdings with a stated percentage.</p>
      ) : (
        <table className="border-collapse">
          <TableHead
            caption="Ultimate owners and their effective share"
            columns={[
              { label: "Owner", className: "pr-4" },
              { label: "Effective share", className: "pr-4 text-right" },
              { label: "Note" },
            ]}
            rowClassName="border-b border-slate-300 text-left"
          />
          <tbody>
            {owners.slice(0, LISTED).map((o) => (
              <tr key={o.node.id} className="border-b border-slate-200">
                <td className="pr-4">
                  {o.node.kind === "withheld" ? <em>{o.node.label}</em> : o.node.label}
                  {o.node.sanctioned && <strong className="ml-1 text-red-800">(sanctioned)</strong>}
                </td>
                <td className="pr-4 text-right tabular-nums">{percent(o.percent)}</td>
                <td className="text-slate-600">
                  {[
                    o.paths > 1 ? `through ${o.paths} paths` : null,
                    o.unexpanded ? "its own owners not expanded" : null,
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
        <p className="text-slate-600">
          {left.count} more owners hold {percent(left.percent)} together; see the members list.
        </p>
      )}
      <p className="text-xs text-slate-600">
        Shares multiply along each chain and add up over chains, for the chains expanded above. A share that circulates
        in an ownership loop is not attributed.
      </p>
    </div>
  );
}
