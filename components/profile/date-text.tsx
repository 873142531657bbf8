import { formatDate } from "@/lib/format/format-date";

/** A registry timestamp shown as YYYY-MM-DD; the exact value stays in the title. */
export function DateText({ value }: { value: string | null | undefined }) {
  const date = formatDate(value);
  if (!value || !date) return <Missing />;
  return (
    <time dateTime={value} title={value} className="whitespace-nowrap">
      {date}
    </time>
  );
}

export function Missing() {
  return <span className="text-slate-500">—</span>;
}
