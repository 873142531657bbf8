import { listAuditEvents } from "@/lib/audit/list-audit-events";
import { db } from "@/lib/db/db";
import { AuditTable } from "./audit-table";

/** Events shown on a profile; the /audit page has the rest. */
const ENTITY_AUDIT_LIMIT = 50;

/** "Who looked at this entity": the newest audit events naming this number, for auditors on the profile. */
export async function EntityAuditSection({ regcode }: { regcode: string }) {
  const rows = await listAuditEvents(await db(), { regcode }, ENTITY_AUDIT_LIMIT);
  return (
    <section aria-labelledby="audit-heading" className="space-y-2 print:hidden" id="audit">
      <h2 id="audit-heading" className="text-xl font-semibold">
        Who looked at this entity
      </h2>
      <p className="text-sm text-slate-700">
        The newest {ENTITY_AUDIT_LIMIT} audit events for this number, this visit included.{" "}
        <a href={`/audit?regcode=${regcode}`} className="underline">
          All of them in the audit trail
        </a>
      </p>
      <AuditTable rows={rows} caption={`Audit events for ${regcode}, newest first`} />
    </section>
  );
}
