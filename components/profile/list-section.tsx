import type { RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { type SectionAnchor, sectionLabel } from "@/lib/registry/record/sections";
import { type Column, DataTable } from "./data-table";
import type { ProfileCtx } from "./profile-ctx";
import { Section } from "@/components/shared/section";
import { translator } from "@/lib/platform/i18n/translator";

/** A section showing one register list as a table, headed and labelled by the record model. */
export function ListSection<T extends Record<string, unknown>>({
  anchor,
  rows,
  schema,
  columns,
  ctx,
}: {
  anchor: SectionAnchor;
  rows: readonly T[];
  /** The schema of one row. */
  schema: RecordSchema | undefined;
  columns: ReadonlyArray<Column<T>>;
  ctx: ProfileCtx;
}) {
  const t = translator(ctx.locale, "profile");
  const label = sectionLabel(anchor, ctx.locale);
  return (
    <Section id={anchor} title={label} note={t("inTotal", { count: rows.length })}>
      <DataTable
        listId={anchor}
        caption={label}
        rows={rows}
        schema={schema}
        columns={columns}
        ctx={ctx}
        empty={t("noneRegistered", { noun: label })}
      />
    </Section>
  );
}
