import { TableHead } from "@/components/shared/table-head";
import { isAnnulled, splitCurrentFormer } from "@/lib/domain/profile/history";
import { endedOn } from "@/lib/registry/record/ended-on";
import { hasWithheld } from "@/lib/domain/profile/count-entries";
import { BOOKKEEPING_KEY } from "@/lib/domain/profile/has-entries";
import { sameOnEveryRow } from "@/lib/domain/profile/same-on-every-row";
import { isNestedValue } from "@/lib/domain/profile/value-shapes";
import type { RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { fieldLabel } from "@/lib/registry/record/labels";
import { DateText, dateCell } from "./date-text";
import { fieldRun, type RunPart, runChildren } from "./field-run";
import { KeyValueList } from "./key-value-list";
import { expandHref, limitFor, type ProfileCtx } from "./profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * On paper a row's own id stays among its other fields: the one handle on a row whose person is withheld, and
 * what ties a printed row to the record's raw data. Its other ids and bookkeeping times are left out, as on screen.
 */
const ROW_ID = ["id"];

export interface Column<T> {
  header: string;
  /** Record fields this column shows; the rest of each row goes under "Other fields". */
  keys: readonly string[];
  /** With `whole` (the list shown whole, as on paper) the cell leaves its nested details to `under`. */
  cell: (row: T, whole: boolean) => React.ReactNode;
  /** What the cell leaves to the full-width line under its row when the list is shown whole (nulls are nothing). */
  under?: (row: T) => readonly (readonly RunPart[] | null)[];
  /**
   * The cell shows its field as it comes, folding nested records on screen: on paper a column whose rows
   * hold nested records gives way, and they go on the line under their row, where they have the width.
   */
  asReceived?: true;
  /** On paper the field goes on the line under its row: a column a portrait page has no room for. */
  underOnPaper?: true;
}

interface DataTableProps<T extends Record<string, unknown>> {
  /** Fragment id of the list, also used by "Show all". */
  listId: string;
  caption: string;
  rows: readonly T[];
  /** The schema of one row, for the fields shown under "Other fields". */
  schema: RecordSchema | undefined;
  columns: ReadonlyArray<Column<T>>;
  ctx: ProfileCtx;
  /** Said when the list is empty, e.g. "Officers: none registered". */
  empty: string;
}

/**
 * A register list as a table: current rows first, former rows (removed, ended, resigned,
 * annulled) one click away and counted. Long lists show `ctx.limit` rows with a link to all.
 */
export function DataTable<T extends Record<string, unknown>>(props: DataTableProps<T>) {
  const { rows, empty, listId, ctx } = props;
  const t = translator(ctx.locale, "profile.table");
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const { current, former } = splitCurrentFormer(rows, ctx.now);
  const limit = limitFor(ctx, listId);
  const truncated = limit !== undefined && (current.length > limit || former.length > limit);
  // Why persons are withheld is the same for every one of them: said once above the table, the rows' placeholders
  // then only say "withheld" (app/globals.css hides their reason under data-withheld-noted).
  const withheld = ctx.withheldReason !== "" && hasWithheld(rows, props.schema);
  const tw = translator(ctx.locale, "record.withheld");
  return (
    <div className="min-w-0 space-y-2" data-withheld-noted={withheld ? "" : undefined}>
      {withheld && (
        <p className="text-sm text-amber-950" data-withheld-reason="">
          {tw("note", { label: tw("label"), reason: ctx.withheldReason })}
        </p>
      )}
      {current.length > 0 ? (
        <Table {...props} rows={current.slice(0, limit)} caption={t("current", { caption: props.caption })} />
      ) : (
        <p className="text-sm text-slate-600">{t("noneCurrent")}</p>
      )}
      {former.length > 0 && (
        <details className="rounded border border-slate-200 bg-white" open={ctx.limit === undefined}>
          <summary className="cursor-pointer px-2 py-1 text-sm font-medium">
            {t("formerCount", { count: former.length })}
          </summary>
          <Table {...props} rows={former.slice(0, limit)} caption={t("former", { caption: props.caption })} ended />
        </details>
      )}
      {truncated && (
        // On paper too: a printed profile says it holds only part of the list.
        <p className="text-sm">
          {t("truncated", { limit, current: current.length, former: former.length })}{" "}
          <a href={expandHref(ctx, listId)} className="print:hidden">
            {t("showAll", { count: rows.length })}
          </a>
        </p>
      )}
    </div>
  );
}

function End({ row, locale, whole }: { row: Record<string, unknown>; locale: Locale; whole: boolean }) {
  const t = translator(locale, "profile.table");
  if (isAnnulled(row))
    return <span className="rounded bg-slate-200 px-1.5 text-xs font-semibold">{t("annulled")}</span>;
  // As the other dates of a table shown whole, compactly (see fields).
  return (whole && dateCell(endedOn(row), locale)) || <DateText locale={locale} value={endedOn(row)} />;
}

function Table<T extends Record<string, unknown>>({
  rows,
  columns: allColumns,
  caption,
  schema,
  ctx,
  ended = false,
}: DataTableProps<T> & { ended?: boolean }) {
  const t = translator(ctx.locale, "profile.table");
  // On paper (every row shown) a row's other fields go on a full-width line under it, not into a squeezed column.
  const underRow = ctx.limit === undefined;
  const nests = (c: Column<T>) => c.asReceived && rows.some((row) => c.keys.some((key) => isNestedValue(row[key])));
  const columns = underRow ? allColumns.filter((c) => !c.underOnPaper && !nests(c)) : allColumns;
  const shown = new Set(columns.flatMap((c) => c.keys));
  // On screen a row's ids and bookkeeping times are left to the raw data and exports: "Other fields" opening
  // nothing but ids only made a reader click.
  const restOf = (row: T) => Object.keys(row).filter((k) => !shown.has(k) && !BOOKKEEPING_KEY.test(k));
  const otherColumn = !underRow && rows.some((row) => restOf(row).length > 0);
  const headers = [
    ...(ended ? [t("ended")] : []),
    ...columns.map((c) => c.header),
    ...(otherColumn ? [t("otherFields")] : []),
  ];
  // Only a list shown whole states its shared fields once: the first rows on screen keep theirs in place.
  const other = underRow ? [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !shown.has(key)) : [];
  const same = sameOnEveryRow(rows, other);
  const omit = [...shown, ...same];
  const first = rows[0];
  const sameRun = first
    ? fieldRun({ data: Object.fromEntries(same.map((key) => [key, first[key]])), schema, ctx })
    : [];
  // Whether rows have fields of their own left once those the same on every row are stated above them.
  const own = other.length > same.length;
  return (
    // A wide list (members: twelve columns) wraps its headings to fit the page; what still does not fit
    // scrolls inside this box, never past the page's edge.
    <div className="relative max-w-full min-w-0 overflow-x-auto">
      <table className="record-table w-full border-collapse text-left text-sm">
        <TableHead
          caption={caption}
          columns={headers.map((label) => ({ label }))}
          rowClassName="border-b border-slate-300 bg-slate-100"
          cellClassName="px-2 py-1.5 align-bottom font-semibold [overflow-wrap:normal] hyphens-auto"
        >
          {sameRun.length > 0 && (
            <tr>
              <td colSpan={headers.length} data-same-on-every-row="">
                {runChildren([`${t("sameOnEveryRow")}: `, sameRun])}
              </td>
            </tr>
          )}
        </TableHead>
        {underRow ? (
          rows.map((row, i) => (
            // One tbody per row keeps the row and its other fields together on one page.
            <tbody key={typeof row.id === "number" ? row.id : i} data-row="">
              <Cells locale={ctx.locale} row={row} columns={columns} ended={ended} whole />
              <UnderRow
                row={row}
                columns={columns}
                colSpan={headers.length}
                own={own ? fieldRun({ data: row, schema, ctx, omit, keep: ROW_ID }) : []}
              />
            </tbody>
          ))
        ) : (
          <tbody>
            {rows.map((row, i) => {
              const rest = restOf(row);
              return (
                <Cells
                  locale={ctx.locale}
                  key={typeof row.id === "number" ? row.id : i}
                  row={row}
                  columns={columns}
                  ended={ended}
                  divided
                >
                  {otherColumn && (
                    <td className="text-xs">
                      {rest.length > 0 && (
                        <details>
                          <summary
                            className="cursor-pointer text-slate-600"
                            title={rest.map((key) => fieldLabel(key, ctx.locale)).join(", ")}
                          >
                            {t("more", { count: rest.length })}
                          </summary>
                          <KeyValueList
                            data={row}
                            schema={schema}
                            ctx={ctx}
                            omit={Object.keys(row).filter((k) => !rest.includes(k))}
                          />
                        </details>
                      )}
                    </td>
                  )}
                </Cells>
              );
            })}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** The full-width line under a row shown whole: its other fields, then what its cells left there. */
function UnderRow<T extends Record<string, unknown>>({
  row,
  columns,
  colSpan,
  own,
}: {
  row: T;
  columns: ReadonlyArray<Column<T>>;
  colSpan: number;
  /** The row's other fields, if it has any of its own. */
  own: readonly RunPart[];
}) {
  const parts = [own, ...columns.flatMap((c) => c.under?.(row) ?? [])].filter(
    (part): part is readonly RunPart[] => part !== null && part.length > 0,
  );
  if (parts.length === 0) return null;
  return (
    <tr>
      <td colSpan={colSpan} data-other-fields="">
        {runChildren(parts.flatMap((part, i) => (i > 0 ? [" · ", ...part] : part)))}
      </td>
    </tr>
  );
}

function Cells<T extends Record<string, unknown>>({
  row,
  columns,
  ended,
  whole = false,
  divided = false,
  children,
  locale,
}: {
  row: T;
  columns: ReadonlyArray<Column<T>>;
  ended: boolean;
  whole?: boolean;
  /** A rule under the row: on screen, where rows stand alone. */
  divided?: boolean;
  children?: React.ReactNode;
  locale: Locale;
}) {
  return (
    <tr className={divided ? "border-b border-slate-200" : undefined}>
      {ended && (
        // Shown whole its date is a time element, which keeps to one line by itself.
        <td className={whole ? undefined : "whitespace-nowrap"}>
          <End row={row} locale={locale} whole={whole} />
        </td>
      )}
      {columns.map((c) => (
        <td key={c.header}>{c.cell(row, whole)}</td>
      ))}
      {children}
    </tr>
  );
}
