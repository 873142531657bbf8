import type { Metadata } from "next";
import { AuditFilterForm } from "@/components/audit/audit-filter-form";
import { AuditTable } from "@/components/audit/audit-table";
import { parseAuditFilter } from "@/lib/audit/audit-filter";
import { canReadAudit } from "@/lib/audit/audit-readers";
import { AUDIT_PAGE_LIMIT, listAuditEvents } from "@/lib/audit/list-audit-events";
import { pageViewer } from "@/lib/auth/current-viewer";
import { db } from "@/lib/db/db";
import { AppError } from "@/lib/errors/app-error";

export const metadata: Metadata = { title: "Audit trail" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const FIELDS = ["user", "regcode", "event", "from", "to"] as const;

/** The audit trail for auditors and admins: filter by user, number, event and date; download the same as CSV. */
export default async function AuditPage({ searchParams }: PageProps) {
  const viewer = await pageViewer();
  if (!canReadAudit(viewer)) {
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Audit trail</h1>
        <p>Your account needs the auditor or admin role to read the audit trail.</p>
      </div>
    );
  }
  const query = await searchParams;
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = [query[field]].flat()[0]?.trim();
    if (value) params.set(field, value);
  }
  const database = await db();
  const outcome = await Promise.resolve(params)
    .then((given) => listAuditEvents(database, parseAuditFilter(given), AUDIT_PAGE_LIMIT))
    .then(
      (rows) => ({ rows }),
      (error: unknown) => {
        if (error instanceof AppError && error.code === "bad_request") return { error: error.message };
        throw error;
      },
    );
  const content =
    "error" in outcome ? (
      <p role="alert" className="text-red-800">
        {outcome.error}
      </p>
    ) : outcome.rows.length === 0 ? (
      <p>No audit events match this filter.</p>
    ) : (
      <>
        <p className="text-sm text-slate-700">
          {outcome.rows.length === AUDIT_PAGE_LIMIT
            ? `The newest ${AUDIT_PAGE_LIMIT} matching events; the CSV holds all of them.`
            : `${outcome.rows.length} matching event${outcome.rows.length === 1 ? "" : "s"}, newest first.`}
        </p>
        <AuditTable rows={outcome.rows} caption="Audit events, newest first" />
      </>
    );
  const csvQuery = params.toString();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Audit trail</h1>
      <AuditFilterForm values={Object.fromEntries(params)} />
      <p className="text-sm">
        <a href={`/api/audit.csv${csvQuery ? `?${csvQuery}` : ""}`} download>
          Download as CSV
        </a>
      </p>
      {content}
    </div>
  );
}
