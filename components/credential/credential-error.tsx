import Link from "next/link";
import type { AppError } from "@/lib/errors/app-error";

// Failures that tend to pass by themselves; the others need an operator to change the configuration.
const TRANSIENT = new Set([
  "upstream_timeout",
  "upstream_unavailable",
  "upstream_rate_limited",
  "upstream_failure",
  "upstream_bad_response",
  "internal",
]);

/** Why the identity could not be read and what to do next; operator detail stays in the server log. */
export function CredentialError({ error }: { error: AppError }) {
  return (
    <div role="alert" className="space-y-2 rounded border border-red-300 bg-red-50 p-4">
      <h2 className="text-lg font-semibold">The credential&apos;s identity could not be read</h2>
      <p>{error.message}</p>
      {error.code === "scope_missing" && (
        <p>
          The identity operation needs the identity:read scope. Entity lookups may still work if the credential has
          legal-entities:read.
        </p>
      )}
      <p className="text-sm text-slate-700">Error code: {error.code}</p>
      {TRANSIENT.has(error.code) && (
        <p>
          <Link href="/credential" prefetch={false}>
            Try again
          </Link>
        </p>
      )}
    </div>
  );
}
