import { Fragment } from "react";
import { hasParty } from "@/lib/domain/profile/party";
import type { RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { fieldLabel } from "@/lib/registry/record/labels";
import { FieldValue } from "./field-value";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";

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
  run = false,
}: {
  data: Record<string, unknown>;
  /** The schema of `data`. */
  schema: RecordSchema | undefined;
  ctx: ProfileCtx;
  omit?: readonly string[];
  /**
   * One run of text, "Label: value · Label: value", for the line of other fields under each row of a table
   * shown whole: a large entity has thousands of such lines, and on paper every element of theirs is a box
   * Chromium lays out several times per print, where text costs far less.
   */
  run?: boolean;
}) {
  const t = translator(ctx.locale, "profile");
  const party = hasParty(data) && !omit.some((key) => PARTY_OBJECTS.has(key));
  const entries = Object.entries(data).filter(([key]) => !omit.includes(key) && !(party && PARTY_OBJECTS.has(key)));
  if (entries.length === 0 && !party) return <span className="text-slate-500">{t("noFields")}</span>;
  const fields = [
    ...(party ? [{ key: "", label: t("party"), value: <PartyCell entry={data} ctx={ctx} /> }] : []),
    ...entries.map(([key]) => ({
      key,
      label: fieldLabel(key, ctx.locale),
      value: <FieldValue parent={data} schema={schema} name={key} ctx={ctx} />,
    })),
  ];
  if (run)
    return fields.map(({ key, label, value }, i) => (
      <Fragment key={key}>
        {`${i > 0 ? " · " : ""}${label}: `}
        {value}
      </Fragment>
    ));
  return (
    <dl className="key-values">
      {fields.map(({ key, label, value }) => (
        <Fragment key={key}>
          <dt title={key || undefined}>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
