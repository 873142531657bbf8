import { useLocale } from "next-intl";
import { formatDate } from "@/lib/format/format-date";

/** A registry timestamp shown as a date in the page's language; the exact value stays in the title. */
export function DateText({ value }: { value: string | null | undefined }) {
  const date = formatDate(value, useLocale());
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
