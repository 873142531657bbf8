import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type CsvTable, PARTY_HEADER, dateCell, partyCells, partyText, standing, yesNo } from "./csv-table";

/** members.csv: one row per member (shareholder), current and former, with shares and joint owners. */
export function membersCsv(record: LegalEntity, now: number): CsvTable {
  return {
    header: [
      "Id",
      ...PARTY_HEADER,
      "Number of shares",
      "Share nominal value",
      "Share currency",
      "Percent",
      "Votes",
      "Joint owners",
      "Representative",
      "Personally liable",
      "Restricted",
      "Date from",
      "Date to",
      "Registered on",
      "Removed on",
      "Standing",
    ],
    rows: record.Members.map((m) => {
      const shares = m.share_holder_details;
      return [
        m.id,
        ...partyCells(m),
        shares?.number_of_shares,
        shares?.share_nominal_value,
        shares?.share_currency,
        shares?.in_percent,
        shares?.votes,
        (shares?.joint_owners ?? []).map(partyText).join("; "),
        m.representative ? partyText(m.representative) : "",
        yesNo(m.is_personally_liable),
        yesNo(m.is_restricted),
        dateCell(m.date_from),
        dateCell(m.date_to),
        dateCell(m.registered_on),
        dateCell(m.removed_on),
        standing(m, now),
      ];
    }),
  };
}
