import { getTranslations } from "next-intl/server";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { db } from "@/lib/platform/db/db";
import { AuditTable } from "./audit-table";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** Events shown on a profile; the /audit page has the rest. */
const ENTITY_AUDIT_LIMIT = 50;

const HEADING_ID = "audit-heading";

/** "Who looked at this entity": the newest audit events naming this number, for auditors on the profile. */
export async function EntityAuditSection({ regcode }: { regcode: string }) {
  const t = await getTranslations("account.audit.entity");
  const rows = await listAuditEvents(await db(), { regcode }, ENTITY_AUDIT_LIMIT);
  return (
    <section aria-labelledby={HEADING_ID} className="space-y-2 print:hidden" id="audit">
      <h2 id={HEADING_ID} className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-slate-700">
        {t("intro", { limit: ENTITY_AUDIT_LIMIT })}{" "}
        <a href={`${pagePaths.audit()}?${new URLSearchParams({ regcode })}`} className="underline">
          {t("all")}
        </a>
      </p>
      <AuditTable rows={rows} caption={t("caption", { regcode })} />
    </section>
  );
}
