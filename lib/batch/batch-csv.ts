import { z } from "zod";
import { toCsv } from "@/lib/export/to-csv";
import { BATCH_FLAG_KEYS, BATCH_FLAGS } from "./batch-flags";

export interface BatchResultRow {
  position: number;
  regcode: string;
  state: string;
  outcome: string | null;
  error: string | null;
  name: string | null;
  legalForm: string | null;
  status: string | null;
  flags: unknown;
  sha256: string | null;
}

/** The flags of a stored row, each true, false or unknown (null) when the row has no record. */
const storedFlags = z.record(z.string(), z.boolean());

export function rowFlags(row: Pick<BatchResultRow, "flags">): Record<string, boolean | null> {
  const parsed = storedFlags.safeParse(row.flags);
  const stored = parsed.success ? parsed.data : {};
  return Object.fromEntries(BATCH_FLAG_KEYS.map((key) => [key, stored[key] ?? null]));
}

/** The results CSV: one row per number in input order, one column per flag, and the retrieval's SHA-256. */
export function batchResultsCsv(rows: readonly BatchResultRow[]): string {
  const header = [
    "#",
    "Registration number",
    "Outcome",
    "Error",
    "Name",
    "Legal form",
    "Status",
    ...BATCH_FLAG_KEYS.map((key) => BATCH_FLAGS[key]),
    "Record SHA-256",
  ];
  const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");
  return toCsv(
    header,
    rows.map((row) => {
      const flags = rowFlags(row);
      return [
        row.position,
        row.regcode,
        row.outcome ?? row.state,
        row.error ?? "",
        row.name ?? "",
        row.legalForm ?? "",
        row.status ?? "",
        ...BATCH_FLAG_KEYS.map((key) => yesNo(flags[key] ?? null)),
        row.sha256 ?? "",
      ];
    }),
  );
}
