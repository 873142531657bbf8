import { Fragment } from "react";
import { humanizeKey } from "@/lib/format/humanize-code";
import { hasParty } from "@/lib/profile/party";
import { FieldValue } from "./field-value";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";

/** The objects a party cell already shows, with their details. */
const PARTY_OBJECTS = new Set(["natural_person", "legal_entity_basic"]);

/**
 * Every field of an object, in the order received, under a humanised label, nested values
 * included: fields the spec does not list are shown like any other.
 */
export function KeyValueList({
  data,
  ctx,
  omit = [],
}: {
  data: Record<string, unknown>;
  ctx: ProfileCtx;
  omit?: readonly string[];
}) {
  const party = hasParty(data) && !omit.includes("natural_person");
  const entries = Object.entries(data).filter(([key]) => !omit.includes(key) && !(party && PARTY_OBJECTS.has(key)));
  if (entries.length === 0 && !party) return <span className="text-slate-500">No fields</span>;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(9rem,max-content)_1fr] [&>dd]:min-w-0 [&>dd]:break-words [&>dt]:text-slate-600">
      {party && (
        <>
          <dt>Party</dt>
          <dd>
            <PartyCell entry={data} ctx={ctx} />
          </dd>
        </>
      )}
      {entries.map(([key]) => (
        <Fragment key={key}>
          <dt title={key}>{humanizeKey(key)}</dt>
          <dd>
            <FieldValue parent={data} name={key} ctx={ctx} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
