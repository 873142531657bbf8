import { lookupForViewer } from "@/lib/access/lookup-for-viewer";
import { apiViewer } from "@/lib/auth/current-viewer";
import { APP_VERSION } from "@/lib/app-version";
import { AppError } from "@/lib/errors/app-error";
import { CSV_EXPORTS, exportFilename, isCsvExportName } from "@/lib/export/csv-exports";
import { recordExport } from "@/lib/export/record-export";
import { toCsv } from "@/lib/export/to-csv";
import { apiHandler } from "@/lib/http/api-handler";
import { lookupIdentity } from "@/lib/registry/registry";

const CONTENT_TYPES = { json: "application/json; charset=utf-8", csv: "text/csv; charset=utf-8" };

function attachment(body: string, regcode: string, file: string, type: keyof typeof CONTENT_TYPES): Response {
  return new Response(body, {
    headers: {
      "content-type": CONTENT_TYPES[type],
      "content-disposition": `attachment; filename="${exportFilename(regcode, file)}"`,
      "cache-control": "private, no-store",
    },
  });
}

/**
 * Downloads of one entity: record.json (the exact bytes received, with their provenance) and the
 * CSV files. They come from the same cached retrieval as the report, so its cover hash can be checked here.
 */
export const GET = apiHandler<{ regcode: string; file: string }>(
  "legal-entities-export",
  async (request, { regcode, file }, scope) => {
    scope.note({ regcode });
    if (file !== "record.json" && !isCsvExportName(file)) {
      throw new AppError("not_found", "There is no such export. Try record.json or one of the CSV files.");
    }
    const result = await lookupForViewer({
      regcode,
      viewer: apiViewer(request),
      headers: request.headers,
      reason: "export",
    });
    scope.note({ upstreamStatus: 200, drift: result.drift, cached: result.fromCache });
    if (isCsvExportName(file)) {
      const { header, rows } = CSV_EXPORTS[file].build(result.record, Date.parse(result.retrievedAt));
      return attachment(toCsv(header, rows), regcode, file, "csv");
    }
    const identity = await lookupIdentity().catch(() => null);
    const text = recordExport({
      retrieval: result,
      credentialName: identity?.name ?? "unknown (the registry did not identify the credential)",
      appVersion: APP_VERSION,
    });
    return attachment(text, regcode, file, "json");
  },
);
