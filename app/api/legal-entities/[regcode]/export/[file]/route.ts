import { createHash } from "node:crypto";
import { lookupForViewer } from "@/lib/domain/access/lookup-for-viewer";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { APP_VERSION } from "@/lib/platform/config/app-version";
import { AppError } from "@/lib/platform/errors/app-error";
import { CSV_EXPORTS, exportFilename, isCsvExportName } from "@/lib/domain/export/csv-exports";
import { recordExport } from "@/lib/domain/export/record-export";
import { toCsv } from "@/lib/platform/format/to-csv";
import { snapshotOf } from "@/lib/domain/routes/api-paths";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { lookupIdentity } from "@/lib/registry/client/registry";
import type { Regcode } from "@/lib/registry/regcode/regcode";

const CONTENT_TYPES = { json: "application/json; charset=utf-8", csv: "text/csv; charset=utf-8" };

/** The file as served, once its export (name and SHA-256 of the exact bytes) is in the audit trail. */
async function attachment(
  body: string,
  actor: AuditActor,
  regcode: Regcode,
  file: string,
  type: keyof typeof CONTENT_TYPES,
): Promise<Response> {
  const bytes = Buffer.from(body, "utf8");
  const filename = exportFilename(regcode, file);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await recordAuditEvent(actor, "export", { regcode, file: filename, sha256 });
  return new Response(bytes, {
    headers: {
      "content-type": CONTENT_TYPES[type],
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

/**
 * Downloads of one entity: record.json (the exact bytes received, with their provenance) and the
 * CSV files. They come from the same cached retrieval as the report, so its cover hash can be checked here;
 * with `?snapshot=`, from that stored copy.
 */
export const GET = apiRoute<{ regcode: string; file: string }>(
  "legal-entities-export",
  ANALYST_ACCESS,
  async (request, { regcode: given, file }, scope) => {
    if (file !== "record.json" && !isCsvExportName(file)) {
      throw new AppError("not_found", "noSuchExport");
    }
    const { viewer, actor, locale } = scope;
    const regcode = scope.parseRegcode(given);
    const result = await scope.lookup(regcode, () =>
      lookupForViewer({ regcode, viewer, actor, reason: "export", snapshot: snapshotOf(request) }),
    );
    if (isCsvExportName(file)) {
      // Headers and words in the requester's language; dates and codes stay as programs read them.
      const { header, rows } = CSV_EXPORTS[file].build(result.record, Date.parse(result.retrievedAt), locale);
      return attachment(toCsv(header, rows), actor, regcode, file, "csv");
    }
    const identity = await lookupIdentity().catch(() => null);
    const text = recordExport({
      retrieval: result,
      credentialName: identity?.name ?? "unknown (the registry did not identify the credential)",
      appVersion: APP_VERSION,
    });
    return attachment(text, actor, regcode, file, "json");
  },
);
