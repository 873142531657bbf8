import { isRecord } from "@/lib/domain/profile/is-record";
import { type RecordSchema, fieldSchema, itemSchema } from "@/lib/registry/schemas/field-kinds";
import { fieldLabel } from "@/lib/registry/record/labels";
import { listAnchor } from "@/lib/registry/record/sections";
import { GenericList } from "./generic-list";
import { KeyValueList } from "./key-value-list";
import type { ProfileCtx } from "./profile-ctx";
import { SubSection } from "@/components/shared/section";
import { translator } from "@/lib/platform/i18n/translator";

/**
 * A register object in full: its plain and nested fields as a list, each list field as a
 * table under its own heading and anchor (from the record model, e.g. #insolvencies). Nested
 * objects whose fields include lists (farm details) are shown the same way, one level down.
 */
export function ObjectView({
  data,
  schema,
  ctx,
  empty,
}: {
  data: unknown;
  schema: RecordSchema | undefined;
  ctx: ProfileCtx;
  empty: string;
}) {
  const t = translator(ctx.locale, "profile");
  if (!isRecord(data)) return <p className="text-sm text-slate-600">{empty}</p>;
  const lists = Object.entries(data).filter(
    (entry): entry is [string, Record<string, unknown>[]] => Array.isArray(entry[1]) && entry[1].every(isRecord),
  );
  const objectsWithLists = Object.entries(data).filter(
    ([, v]) => isRecord(v) && Object.values(v).some((c) => Array.isArray(c) && c.length > 0 && c.every(isRecord)),
  );
  const omit = [...lists, ...objectsWithLists].map(([key]) => key);
  const label = (key: string) => fieldLabel(key, ctx.locale);
  return (
    <div className="space-y-4">
      <KeyValueList data={data} schema={schema} ctx={ctx} omit={omit} />
      {objectsWithLists.map(([key, value]) => (
        <SubSection key={key} id={listAnchor(key)} title={label(key)}>
          <ObjectView data={value} schema={fieldSchema(schema, key)} ctx={ctx} empty={t("none")} />
        </SubSection>
      ))}
      {lists.map(([key, rows]) => (
        <SubSection key={key} id={listAnchor(key)} title={label(key)}>
          <GenericList
            listId={listAnchor(key)}
            caption={label(key)}
            rows={rows}
            schema={itemSchema(fieldSchema(schema, key))}
            ctx={ctx}
            empty={t("noneRegistered", { noun: label(key) })}
          />
        </SubSection>
      ))}
    </div>
  );
}
