import { partyKey } from "@/lib/domain/ownership/party-key";
import { BOOKKEEPING_KEY } from "@/lib/domain/profile/has-entries";
import { describeParty, hasParty } from "@/lib/domain/profile/party";
import { type RecordSchema, fieldSchema, kindOf } from "@/lib/registry/schemas/field-kinds";
import { fieldLabel } from "@/lib/registry/record/labels";
import type { Column } from "./data-table";
import { dateCell } from "./date-text";
import { FieldValue } from "./field-value";
import { PartyCell, PartyName, partyDetailsRun } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { SanctionedFlag } from "./sanctioned-flag";

type Row = Record<string, unknown>;

const PARTY_KEYS = ["natural_person", "legal_entity_basic", "legal_entity_basic_id"];

/** Columns showing fields as their schema (the rows' schema) declares them. */
export function fields<T extends Row>(ctx: ProfileCtx, schema: RecordSchema | undefined, keys: readonly string[]) {
  return keys.map((key): Column<T> => ({
    header: fieldLabel(key, ctx.locale),
    keys: [key],
    cell: (row: T, whole: boolean) => {
      const value = row[key];
      const kind = kindOf(fieldSchema(schema, key))?.kind;
      // A table shown whole (the report: thousands of rows) writes its dates compactly and leaves a cell with
      // no value empty, for app/globals.css to mark with a dash once, not an element in each of them.
      if (!whole) return <FieldValue parent={row} schema={schema} name={key} ctx={ctx} compact />;
      if (kind !== "person" && (value === null || value === undefined || value === "")) return null;
      return (
        (kind === "timestamp" && dateCell(value, ctx.locale)) || (
          <FieldValue parent={row} schema={schema} name={key} ctx={ctx} compact />
        )
      );
    },
    asReceived: true,
  }));
}

/**
 * The person or legal entity of an entry, under `header`; covers both party objects and the entity id. With
 * `flagSanctioned`, a party the record's sanctions name carries a flag linking to them.
 */
export function partyColumn<T extends Row>(
  ctx: ProfileCtx,
  header: string,
  { flagSanctioned = false }: { flagSanctioned?: boolean } = {},
): Column<T> {
  return {
    header,
    keys: PARTY_KEYS,
    cell: (row, whole) => {
      const key = flagSanctioned ? partyKey(row) : null;
      const state = key === null ? undefined : ctx.sanctioned?.get(key);
      // Shown whole, the party's record goes under the row: its name alone, without a box for the details.
      if (whole && !state) return <PartyName party={describeParty(row)} ctx={ctx} />;
      return (
        <>
          <PartyCell entry={row} ctx={ctx} details={!whole} />
          {state && <SanctionedFlag state={state} locale={ctx.locale} />}
        </>
      );
    },
    under: (row) => [partyDetailsRun(row, ctx, header, { named: false })],
  };
}

/**
 * Columns for a list whose item fields are not known in advance: the party first, then every
 * field any item carries, in the order first seen.
 */
export function autoColumns<T extends Row>(
  ctx: ProfileCtx,
  schema: RecordSchema | undefined,
  rows: readonly T[],
  partyHeader: string,
) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const rest = keys.filter((k) => !BOOKKEEPING_KEY.test(k) && !PARTY_KEYS.includes(k));
  return [...(rows.some(hasParty) ? [partyColumn<T>(ctx, partyHeader)] : []), ...fields<T>(ctx, schema, rest)];
}
