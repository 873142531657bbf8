import { humanizeKey } from "@/lib/format/humanize-code";

/**
 * English labels of the record fields whose name does not say it well; every other field is labelled
 * from its name. The profile, the report and the CSV exports all label fields through fieldLabel, so a
 * change here shows everywhere; a second language adds its own table for the same keys.
 */
const FIELD_LABELS: Partial<Record<string, string>> = {
  in_percent: "Percent",
  is_personally_liable: "Personally liable",
  is_restricted: "Restricted",
  is_annulled: "Annulled",
  nace_code: "NACE code",
  atvk_code: "ATVK code",
  sepa_creditor_id: "SEPA creditor id",
  general_manager: "General manager",
  sanction_links: "Sources",
  natural_person: "Person",
  legal_entity_basic: "Legal entity",
};

export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? humanizeKey(key);
}
