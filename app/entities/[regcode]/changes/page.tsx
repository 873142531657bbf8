import type { Metadata } from "next";
import { headers } from "next/headers";
import { UtcTime } from "@/components/evidence/utc-time";
import Link from "next/link";
import { ChangesList } from "@/components/changes/changes-list";
import { EntityLoadError } from "@/components/profile/entity-load-error";
import { PrintButton } from "@/components/report/print-button";
import { pageViewer } from "@/lib/auth/current-viewer";
import { changesForViewer } from "@/lib/changes/changes-for-viewer";
import type { ComparedRetrieval, Comparison } from "@/lib/changes/compare-retrievals";
import { AppError, toAppError } from "@/lib/errors/app-error";
import { pageQuery } from "@/lib/http/page-query";
import { decodeEntityError, ENTITY_ERROR_HEADER } from "@/lib/registry/entity-error-header";

interface PageProps {
  params: Promise<{ regcode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return { title: `Changes to ${(await params).regcode}` };
}

/** The changes between two stored retrievals of an entity (default: the two latest distinct ones), for screen and paper. */
export default async function ChangesPage({ params, searchParams }: PageProps) {
  const [{ regcode }, query, requestHeaders] = await Promise.all([params, searchParams.then(pageQuery), headers()]);
  const outcome = await load(regcode, query.get("from"), query.get("to"), requestHeaders);
  if ("error" in outcome) {
    const { error } = outcome;
    if (error.code === "bad_request" || error.code === "not_found") {
      return (
        <div role="alert" className="space-y-2">
          <h1 className="text-2xl font-semibold">No changes to show</h1>
          <p>{error.message}</p>
          <Link href={`/entities/${regcode}/changes`}>Compare the two latest retrievals instead</Link>
        </div>
      );
    }
    return <EntityLoadError error={error} regcode={regcode} retryHref={`/entities/${regcode}/changes`} />;
  }
  const { comparison } = outcome;
  return (
    <article className="space-y-4">
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <Link href={`/entities/${regcode}`}>Back to the profile</Link>
        {comparison.kind === "compared" && <PrintButton />}
      </div>
      <h1 className="text-2xl font-semibold">Changes to the register record of {regcode}</h1>
      {comparison.kind === "nothing-to-compare" ? (
        <p role="status">
          Nothing to compare yet: {comparison.distinct === 0 ? "no retrieval" : "only one distinct retrieval"} of this
          entity is stored. Each time the registry answers differently, a new retrieval is kept and compared here.
        </p>
      ) : (
        <>
          <p className="text-sm">
            From <RetrievalLink regcode={regcode} retrieval={comparison.from} /> to{" "}
            <RetrievalLink regcode={regcode} retrieval={comparison.to} />:{" "}
            {comparison.changes.length === 1 ? "1 change" : `${comparison.changes.length} changes`}.
          </p>
          <ChangesList changes={comparison.changes} />
          <p className="print:hidden">
            <Link href={`/entities/${regcode}/report?changes_since=${comparison.from.sha256}`}>
              Print the report with these changes
            </Link>
          </p>
        </>
      )}
    </article>
  );
}

function RetrievalLink({ regcode, retrieval }: { regcode: string; retrieval: ComparedRetrieval }) {
  return (
    <Link href={`/entities/${regcode}/snapshots/${retrieval.sha256}`}>
      the retrieval of <UtcTime value={retrieval.retrievedAt} /> (SHA-256 <code>{retrieval.sha256.slice(0, 12)}…</code>)
    </Link>
  );
}

async function load(
  regcode: string,
  from: string | null,
  to: string | null,
  requestHeaders: Headers,
): Promise<{ error: AppError } | { comparison: Comparison }> {
  // On a full-page load proxy.ts has already met a bad or unknown hash, and answered with its status.
  const handed = decodeEntityError(requestHeaders.get(ENTITY_ERROR_HEADER));
  if (handed) return { error: handed };
  try {
    return {
      comparison: await changesForViewer({ regcode, viewer: await pageViewer(), headers: requestHeaders, from, to }),
    };
  } catch (error) {
    if (error instanceof AppError) return { error: toAppError(error) };
    throw error;
  }
}
