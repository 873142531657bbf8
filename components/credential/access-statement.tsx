import { SCOPES } from "@/lib/registry/scopes";

/**
 * States plainly what this credential means for the analyst. Approval for restricted personal details
 * belongs to the account and the identity operation does not report it, so with the scope the answer is conditional.
 */
export function AccessStatement({ scopes }: { scopes: readonly string[] }) {
  const canLookUp = scopes.includes(SCOPES.legalEntities);
  const hasPersonalScope = scopes.includes(SCOPES.personalDetails);
  return (
    <div className="space-y-3">
      {!canLookUp && (
        <p className="rounded border border-red-300 bg-red-50 p-3">
          <strong>Entity lookups will fail:</strong> this credential lacks the {SCOPES.legalEntities} scope. An operator
          should configure a credential that has it.
        </p>
      )}
      {hasPersonalScope ? (
        <div className="rounded border border-blue-200 bg-blue-50 p-3">
          <p>
            This credential has the personal-details scope; whether they are shown also depends on the account&apos;s
            approval for restricted personal details — if profiles show &lsquo;Personal details withheld&rsquo;, the
            account is not approved.
          </p>
          <p className="mt-2 text-sm text-slate-700">
            The registry&apos;s identity operation does not report that approval, so this page cannot tell it in
            advance.
          </p>
        </div>
      ) : (
        <div className="rounded border border-amber-300 bg-amber-50 p-3">
          <p>Personal details are withheld: this credential lacks the {SCOPES.personalDetails} scope.</p>
          <p className="mt-2 text-sm text-slate-700">
            Profiles show &lsquo;Personal details withheld&rsquo; wherever the register names a person. Seeing them
            needs a credential with this scope and an account approved for restricted personal details.
          </p>
        </div>
      )}
    </div>
  );
}
