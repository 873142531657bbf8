import type { Role } from "@/lib/domain/viewer/roles";
import { memoByObject } from "@/lib/platform/cache/memo-by-object";
import { maskedForViewer, maskingChanges } from "@/lib/domain/access/redact-personal-details";
import { parseLegalRecord } from "@/lib/registry/client/parse-legal-record";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";

export const ROLE_REASON = "Your account is not permitted to see personal details";
export const PURPOSE_REASON = "State the purpose of this lookup to see personal details";

/** What decides whether a viewer sees the personal details of one entity. */
export interface RecordAccess {
  roles: readonly Role[];
  /** REQUIRE_PURPOSE: personal details only once a purpose is stated for this entity in this session. */
  requirePurpose: boolean;
  purposeStated: boolean;
}

/** A retrieval as one viewer may see it: `sha256` still names the bytes the registry sent. */
export interface GatedResult extends LegalEntityResult {
  /** Why this viewer's copy has no personal details; null when it is what the credential returned. */
  redaction: string | null;
}

/** The raw API answer for a viewer: the record, and when redacted, a field saying so and naming the original's hash. */
function viewerAnswerText(result: GatedResult): string {
  if (!result.redaction) return result.body;
  const note = { reason: result.redaction, registry_sha256: result.sha256 };
  return `{"personal_details_withheld":${JSON.stringify(note)},${result.body.slice(1)}`;
}

// Per record object, by redaction reason ("" for none): a record is one retrieval's, so its answer never changes.
const answerBytes = memoByObject<LegalEntityResult["record"], Map<string, Uint8Array<ArrayBuffer>>>(() => new Map());

/**
 * viewerAnswerText as bytes, encoded once per retrieval and reason: a cached record is one object, and
 * encoding its text again on every answer cost a cached lookup a twentieth of its CPU.
 */
export function viewerAnswerBytes(result: GatedResult): Uint8Array<ArrayBuffer> {
  const byReason = answerBytes(result.record);
  const reason = result.redaction ?? "";
  let bytes = byReason.get(reason);
  if (!bytes) byReason.set(reason, (bytes = Buffer.from(viewerAnswerText(result), "utf8")));
  return bytes;
}

/** Why this viewer may not see personal details, or null when they may. */
export function personalDetailsBlock(access: RecordAccess): string | null {
  if (!access.roles.includes("personal-data")) return ROLE_REASON;
  if (access.requirePurpose && !access.purposeStated) return PURPOSE_REASON;
  return null;
}

/**
 * Whether the record identifies anyone, so a viewer without the right sees it masked: by the very walk that
 * masks it, so "details were withheld" is said exactly when some were. Once per retrieval.
 */
export const holdsPersonalDetails = memoByObject((record: LegalEntityResult["record"]) => maskingChanges(record));

/**
 * A record with every natural person masked, and its text; null when there is nobody to mask (the
 * credential itself returned no personal details). Once per retrieval: a cached record is one object.
 */
export const maskedRecord = memoByObject((record: LegalEntityResult["record"]) => {
  if (!holdsPersonalDetails(record)) return null;
  const masked = legalEntitySchema.parse(maskedForViewer(record));
  return { record: masked, body: JSON.stringify(masked) };
});

/**
 * Whether the registry's bytes say exactly what the parsed record does, so the check on the record holds for
 * them: nothing was repaired (a person sent as a list is repaired to null, which the check reads as nobody),
 * and nothing is hidden from the parse (of a repeated key, JSON.parse keeps only the last). Compact JSON
 * that is its own serialisation proves the latter; any other text fails closed. Once per retrieval.
 */
function bodySaysRecord(result: LegalEntityResult): boolean {
  if (result.drift.length > 0) return false;
  try {
    return JSON.stringify(JSON.parse(result.body)) === result.body;
  } catch {
    return false;
  }
}
const bodyAgreement = new WeakMap<LegalEntityResult["record"], boolean>();

/**
 * The record a withheld viewer's copy is made from. A repaired one is parsed again from the bytes with
 * stand-ins that carry nothing: a repaired text field would otherwise hold the JSON of what it replaced.
 */
function withheldRecord(result: LegalEntityResult): LegalEntityResult["record"] {
  return result.drift.length === 0 ? result.record : parseLegalRecord(JSON.parse(result.body), { opaque: true }).record;
}
const withheldRecords = new WeakMap<LegalEntityResult["record"], LegalEntityResult["record"]>();

/** Per retrieval (its record object), not per result object: cached lookups hand out copies of one result. */
function perRecord<V>(
  memo: WeakMap<LegalEntityResult["record"], V>,
  result: LegalEntityResult,
  derive: (result: LegalEntityResult) => V,
): V {
  if (!memo.has(result.record)) memo.set(result.record, derive(result));
  return memo.get(result.record) as V;
}

/** The record's own text, for a withheld viewer whose registry bytes cannot be shown to hold nobody. */
const recordText = memoByObject((record: LegalEntityResult["record"]) => JSON.stringify(record));

/**
 * The one gate: the record as this viewer may see it. Without the right, every natural person keeps its
 * place (role, share, dates) and nothing else, rebuilt from an allow-list (lib/domain/access/redact-personal-details.ts);
 * what may identify someone and is not known to be safe is withheld. The body is then the redacted record.
 * The registry's own bytes reach such a viewer only when they hold nobody to withhold and say exactly
 * what the checked record says; else the body is the record's JSON, marked withheld, with the original's hash.
 */
export function gateRecord<R extends LegalEntityResult>(result: R, access: RecordAccess): R & GatedResult {
  const redaction = personalDetailsBlock(access);
  if (!redaction) return { ...result, redaction: null };
  const record = perRecord(withheldRecords, result, withheldRecord);
  const masked = maskedRecord(record);
  if (masked) return { ...result, record: masked.record, body: masked.body, redaction };
  // Nothing to withhold: the credential's reason stands, if its bytes are what was checked.
  if (perRecord(bodyAgreement, result, bodySaysRecord)) return { ...result, redaction: null };
  return { ...result, record, body: recordText(record), redaction };
}
