import type { Metadata } from "next";
import { connection } from "next/server";
import { AccessStatement } from "@/components/credential/access-statement";
import { CredentialError } from "@/components/credential/credential-error";
import { IdentityDetails } from "@/components/credential/identity-details";
import { ScopeList } from "@/components/credential/scope-list";
import { toAppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import { lookupIdentity, refreshIdentity } from "@/lib/registry/registry";
import type { Identity } from "@/lib/registry/schemas/identity";

export const metadata: Metadata = { title: "Credential" };

async function readIdentity(refresh: boolean) {
  try {
    return { identity: await (refresh ? refreshIdentity() : lookupIdentity()) };
  } catch (caught) {
    const error = toAppError(caught);
    logger.warn({ route: "/credential", code: error.code, detail: error.detail }, "identity lookup failed");
    return { error };
  }
}

/**
 * The credential this app signs with, as cached for the pages (a visit costs no registry call);
 * "Refresh" reads it from the registry now and replaces the cached copy.
 */
export default async function CredentialPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Always at request time: the identity depends on the running server's credential, never on the build.
  await connection();
  const refresh = [(await searchParams).refresh].flat().includes("1");
  const result = await readIdentity(refresh);
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Credential</h1>
        <p className="text-slate-700">
          The registry credential this app signs its requests with, as the registry describes it. Its secret is never
          shown.
        </p>
        <form method="get" className="flex items-center gap-3 text-sm text-slate-700">
          <span>
            {refresh ? "Read from the registry just now." : "The app reuses what it last read for a short while."}
          </span>
          <button
            type="submit"
            name="refresh"
            value="1"
            className="rounded border border-slate-300 px-3 py-1 font-medium text-slate-900 hover:bg-slate-50"
          >
            Refresh
          </button>
        </form>
      </div>
      {result.identity ? <IdentitySections identity={result.identity} /> : <CredentialError error={result.error} />}
    </div>
  );
}

function IdentitySections({ identity }: { identity: Identity }) {
  return (
    <>
      <IdentityDetails identity={identity} />
      <section aria-labelledby="personal-heading" className="space-y-2">
        <h2 id="personal-heading" className="text-lg font-semibold">
          Personal details
        </h2>
        <AccessStatement scopes={identity.scopes} />
      </section>
      <section aria-labelledby="scopes-heading" className="space-y-2">
        <h2 id="scopes-heading" className="text-lg font-semibold">
          Scopes
        </h2>
        <ScopeList scopes={identity.scopes} />
      </section>
    </>
  );
}
