export interface HeadColumn {
  label: string;
  className?: string;
  /** Said on hover: what the column means when its heading is a short name. */
  title?: string;
}

/**
 * A data table's caption (for screen readers, unless shown) and its row of column headings, written
 * the same way for every table in the app.
 */
export function TableHead({
  caption,
  columns,
  rowClassName,
  cellClassName,
  captionClassName = "sr-only",
  children,
}: {
  caption: string;
  columns: readonly HeadColumn[];
  rowClassName?: string;
  /** Classes every heading shares; a column's own classes are added to them. */
  cellClassName?: string;
  captionClassName?: string;
  /** Rows under the headings, repeated with them on every printed page. */
  children?: React.ReactNode;
}) {
  return (
    <>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr className={rowClassName}>
          {columns.map((c) => (
            <th
              key={c.label}
              scope="col"
              title={c.title}
              className={[cellClassName, c.className].filter(Boolean).join(" ") || undefined}
            >
              {c.label}
            </th>
          ))}
        </tr>
        {children}
      </thead>
    </>
  );
}
