import { z } from "zod";
import type { Retrieval } from "@/lib/registry/client/registry-client";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";

export interface RecordExportMeta {
  /** With `redaction`, the record in `body` is the viewer's redacted copy (see lib/domain/access/gate-record.ts). */
  retrieval: Retrieval & { redaction?: string | null };
  credentialName: string;
  appVersion: string;
}

/**
 * The JSON export: retrieval metadata, then the record exactly as received. The record's
 * bytes are spliced in verbatim (not re-serialised), so the SHA-256 stated in the metadata
 * and on the report cover can be recomputed from this file: it is the hash of the text
 * between `"record":` and the file's final `}`.
 */
export function recordExport({ retrieval, credentialName, appVersion }: RecordExportMeta): string {
  const meta = {
    retrieved_at: retrieval.retrievedAt,
    request_url: retrieval.url,
    sha256: retrieval.sha256,
    sha256_covers: retrieval.redaction
      ? 'the record as received from the registry; "record" here is that record with personal details removed for this account'
      : 'the value of "record", byte for byte as received from the registry',
    ...(retrieval.redaction ? { personal_details_withheld: retrieval.redaction } : {}),
    credential_name: credentialName,
    app_version: appVersion,
  };
  return `{"retrieval":${JSON.stringify(meta)},"record":${retrieval.body}}`;
}

/** record.json as recordExport writes it (for the API description). */
export const recordExportSchema = z.strictObject({
  retrieval: z.strictObject({
    retrieved_at: z.iso.datetime(),
    request_url: z.string(),
    sha256: z.string(),
    sha256_covers: z.string(),
    personal_details_withheld: z.string().optional(),
    credential_name: z.string(),
    app_version: z.string(),
  }),
  record: legalEntitySchema,
});

/** Recovers the record bytes of an export, to check them against the stated hash. */
export function recordBytesOf(exportText: string): string {
  const start = exportText.indexOf(',"record":');
  if (start === -1 || !exportText.endsWith("}")) throw new Error("not a record export");
  return exportText.slice(start + ',"record":'.length, -1);
}
