import { humanizeKey } from "@/lib/format/humanize-code";
import type { Column } from "./data-table";
import { FieldValue } from "./field-value";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";

type Row = Record<string, unknown>;

const PARTY_KEYS = ["natural_person", "legal_entity_basic", "legal_entity_basic_id"];
/** Ids and bookkeeping timestamps: kept under "Other fields" so tables stay readable. */
const BOOKKEEPING = /^(id|created_at|updated_at|last_modified_at)$|_id$|ID$/;

/** Columns showing fields as received (dates, codes and links rendered readably). */
export function fields<T extends Row>(ctx: ProfileCtx, keys: readonly string[]): Column<T>[] {
  return keys.map((key) => ({
    header: humanizeKey(key),
    keys: [key],
    cell: (row: T) => <FieldValue parent={row} name={key} ctx={ctx} compact />,
  }));
}

/** The person or legal entity of an entry; covers both party objects and the entity id. */
export function partyColumn<T extends Row>(ctx: ProfileCtx, header = "Person or entity"): Column<T> {
  return { header, keys: PARTY_KEYS, cell: (row) => <PartyCell entry={row} ctx={ctx} /> };
}

/**
 * Columns for a list whose item fields are not known in advance: the party first, then every
 * field any item carries, in the order first seen.
 */
export function autoColumns<T extends Row>(ctx: ProfileCtx, rows: readonly T[]): Column<T>[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const party = keys.some((k) => k === "natural_person" || k === "legal_entity_basic");
  const rest = keys.filter((k) => !BOOKKEEPING.test(k) && !PARTY_KEYS.includes(k));
  return [...(party ? [partyColumn<T>(ctx)] : []), ...fields<T>(ctx, rest)];
}
