import { Fragment } from "react";
import { hasParty } from "@/lib/profile/party";
import type { RecordSchema } from "@/lib/record/field-kinds";
import { fieldLabel } from "@/lib/record/labels";
import { FieldValue } from "./field-value";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { translator } from "@/lib/i18n/translator";

/** The objects a party cell already shows, with their details. */
const PARTY_OBJECTS = new Set(["natural_person", "legal_entity_basic"]);

/**
 * Every field of an object, in the order received, under its label, nested values included:
 * fields the spec does not list are shown like any other, as text.
 */
export function KeyValueList({
  data,
  schema,
  ctx,
  omit = [],
}: {
  data: Record<string, unknown>;
  /** The schema of `data`. */
  schema: RecordSchema | undefined;
  ctx: ProfileCtx;
  omit?: readonly string[];
}) {
  const t = translator(ctx.locale, "profile");
  const party = hasParty(data) && !omit.some((key) => PARTY_OBJECTS.has(key));
  const entries = Object.entries(data).filter(([key]) => !omit.includes(key) && !(party && PARTY_OBJECTS.has(key)));
  if (entries.length === 0 && !party) return <span className="text-slate-500">{t("noFields")}</span>;
  return (
    <dl className="key-values">
      {party && (
        <>
          <dt>{t("party")}</dt>
          <dd>
            <PartyCell entry={data} ctx={ctx} />
          </dd>
        </>
      )}
      {entries.map(([key]) => (
        <Fragment key={key}>
          <dt title={key}>{fieldLabel(key, ctx.locale)}</dt>
          <dd>
            <FieldValue parent={data} schema={schema} name={key} ctx={ctx} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
