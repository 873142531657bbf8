import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type CsvTable, dateCell, header, partyCells, partyText, standing, yesNo } from "./csv-table";

/** members.csv: one row per member (shareholder), current and former, with shares and joint owners. */
export function membersCsv(record: LegalEntity, now: number, locale: Locale): CsvTable {
  return {
    header: header(
      [
        "number_of_shares",
        "share_nominal_value",
        "share_currency",
        "in_percent",
        "votes",
        "joint_owners",
        "representative",
        "is_personally_liable",
        "is_restricted",
        "date_from",
        "date_to",
        "registered_on",
        "removed_on",
      ],
      locale,
    ),
    rows: record.Members.map((m) => {
      const shares = m.share_holder_details;
      return [
        m.id,
        ...partyCells(m, locale),
        shares?.number_of_shares,
        shares?.share_nominal_value,
        shares?.share_currency,
        shares?.in_percent,
        shares?.votes,
        (shares?.joint_owners ?? []).map((owner) => partyText(owner, locale)).join("; "),
        m.representative ? partyText(m.representative, locale) : "",
        yesNo(m.is_personally_liable, locale),
        yesNo(m.is_restricted, locale),
        dateCell(m.date_from),
        dateCell(m.date_to),
        dateCell(m.registered_on),
        dateCell(m.removed_on),
        standing(m, now, locale),
      ];
    }),
  };
}
