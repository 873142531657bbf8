import type { RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { autoColumns } from "./columns";
import { DataTable } from "./data-table";
import type { ProfileCtx } from "./profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";

/** A register list shown with every field its items carry. */
export function GenericList({
  listId,
  caption,
  rows,
  schema,
  ctx,
  empty,
}: {
  listId: string;
  caption: string;
  rows: ReadonlyArray<Record<string, unknown>>;
  /** The schema of one row. */
  schema: RecordSchema | undefined;
  ctx: ProfileCtx;
  empty: string;
}) {
  const t = translator(ctx.locale, "profile");
  return (
    <DataTable
      listId={listId}
      caption={caption}
      rows={rows}
      schema={schema}
      columns={autoColumns(ctx, schema, rows, t("personOrEntity"))}
      ctx={ctx}
      empty={empty}
    />
  );
}
