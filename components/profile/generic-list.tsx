import { autoColumns } from "./columns";
import { DataTable } from "./data-table";
import type { ProfileCtx } from "./profile-ctx";

/** A register list shown with every field its items carry. */
export function GenericList({
  listId,
  caption,
  rows,
  ctx,
  empty,
}: {
  listId: string;
  caption: string;
  rows: ReadonlyArray<Record<string, unknown>>;
  ctx: ProfileCtx;
  empty: string;
}) {
  return (
    <DataTable listId={listId} caption={caption} rows={rows} columns={autoColumns(ctx, rows)} ctx={ctx} empty={empty} />
  );
}
