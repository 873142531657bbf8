import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
/** In-page navigation to every section; not printed. */
export function TableOfContents({
  items,
  locale,
}: {
  items: ReadonlyArray<{ anchor: string; title: string; empty?: boolean }>;
  locale: Locale;
}) {
  const t = translator(locale, "profile");
  return (
    <nav aria-label={t("contents")} className="print:hidden">
      <h2 className="sr-only">{t("contents")}</h2>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {items.map((item) => (
          <li key={item.anchor}>
            <a href={`#${item.anchor}`} className={item.empty ? "text-slate-500" : undefined}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
