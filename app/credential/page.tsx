import type { Metadata } from "next";
import { connection } from "next/server";
import { AccessStatement } from "@/components/credential/access-statement";
import { CredentialError } from "@/components/credential/credential-error";
import { IdentityDetails } from "@/components/credential/identity-details";
import { ScopeList } from "@/components/credential/scope-list";
import { toAppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import { registry } from "@/lib/registry/registry";
import type { Identity } from "@/lib/registry/schemas/identity";

export const metadata: Metadata = { title: "Credential" };

async function readIdentity() {
  try {
    return { identity: await registry().identity() };
  } catch (caught) {
    const error = toAppError(caught);
    logger.warn({ route: "/credential", code: error.code, detail: error.detail }, "identity lookup failed");
    return { error };
  }
}

/** The credential this app signs with, read fresh from the registry on every visit. */
export default async function CredentialPage() {
  // Always at request time: the identity depends on the running server's credential, never on the build.
  await connection();
  const result = await readIdentity();
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Credential</h1>
        <p className="text-slate-700">
          The registry credential this app signs its requests with, as the registry describes it. Its secret is never
          shown.
        </p>
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
