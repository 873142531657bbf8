import { TableHead } from "@/components/shared/table-head";
import { describeScope } from "./scope-description";

/** Each granted scope with what it allows, in a table so the pairs stay together for screen readers. */
export function ScopeList({ scopes }: { scopes: readonly string[] }) {
  if (scopes.length === 0) return <p>This credential has no scopes: the registry will refuse every operation.</p>;
  return (
    <table className="w-full border-collapse rounded border border-slate-200 bg-white text-left">
      <TableHead
        caption="Scopes granted to this credential"
        columns={[{ label: "Scope" }, { label: "What it allows" }]}
        rowClassName="border-b border-slate-200"
        cellClassName="px-3 py-2"
      />
      <tbody>
        {scopes.map((scope) => (
          <tr key={scope} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="px-3 py-2 font-mono text-sm font-normal">
              {scope}
            </th>
            <td className="px-3 py-2">{describeScope(scope)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
