import { describeScope } from "./scope-description";

/** Each granted scope with what it allows, in a table so the pairs stay together for screen readers. */
export function ScopeList({ scopes }: { scopes: readonly string[] }) {
  if (scopes.length === 0) return <p>This credential has no scopes: the registry will refuse every operation.</p>;
  return (
    <table className="w-full border-collapse rounded border border-slate-200 bg-white text-left">
      <caption className="sr-only">Scopes granted to this credential</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="px-3 py-2">
            Scope
          </th>
          <th scope="col" className="px-3 py-2">
            What it allows
          </th>
        </tr>
      </thead>
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
