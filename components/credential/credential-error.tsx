import Link from "next/link";
import { type AppError, retryCanHelp } from "@/lib/errors/app-error";
import { SCOPES } from "@/lib/registry/scopes";

/** Why the identity could not be read and what to do next; operator detail stays in the server log. */
export function CredentialError({ error }: { error: AppError }) {
  return (
    <div role="alert" className="space-y-2 rounded border border-red-300 bg-red-50 p-4">
      <h2 className="text-lg font-semibold">The credential&apos;s identity could not be read</h2>
      <p>{error.message}</p>
      {error.code === "scope_missing" && (
        <p>
          The identity operation needs the {SCOPES.identity} scope. Entity lookups may still work if the credential has{" "}
          {SCOPES.legalEntities}.
        </p>
      )}
      <p className="text-sm text-slate-700">Error code: {error.code}</p>
      {retryCanHelp(error.code) && (
        <p>
          <Link href="/credential" prefetch={false}>
            Try again
          </Link>
        </p>
      )}
    </div>
  );
}
