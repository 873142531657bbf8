import { Fragment } from "react";
import { hasParty } from "@/lib/domain/profile/party";
import type { RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { fieldLabel } from "@/lib/registry/record/labels";
import { FieldValue } from "./field-value";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";

/** The objects a party cell already shows, with their details. */
export const PARTY_OBJECTS = new Set(["natural_person", "legal_entity_basic"]);

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
  const fields = [
    ...(party ? [{ key: "", label: t("party"), value: <PartyCell entry={data} ctx={ctx} /> }] : []),
    ...entries.map(([key]) => ({
      key,
      label: fieldLabel(key, ctx.locale),
      value: <FieldValue parent={data} schema={schema} name={key} ctx={ctx} />,
    })),
  ];
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
