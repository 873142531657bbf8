import { withoutBidiControls } from "@/lib/platform/format/strip-bidi-controls";
import { registryErrors } from "./registry-errors";
import { type DriftIssue, parseWithDrift } from "./repair-drift";
import { legalEntitySchema, type LegalEntity } from "@/lib/registry/schemas/legal-entity";

/**
 * A legal-entity answer's JSON as the app's record, whether it just arrived or was stored: fields of
 * the wrong type are repaired and reported, and a record that cannot be repaired is a bad response.
 * Its text carries no bidi controls, so no page, report or export shows a value reordered; the body
 * (evidence, JSON export) stays as the registry sent it. `opaque`: see parseWithDrift.
 */
export function parseLegalRecord(
  json: unknown,
  options: { opaque?: boolean } = {},
): { record: LegalEntity; drift: DriftIssue[] } {
  const parsed = parseWithDrift(legalEntitySchema, withoutBidiControls(json), options);
  if (!parsed) throw registryErrors.badResponse("legal entity record does not match the schema");
  return { record: parsed.data, drift: parsed.drift };
}
