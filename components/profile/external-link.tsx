import { externalHref } from "@/lib/domain/links/record-links";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * A web address from the record as a link out of the app: opens separately and tells the other
 * site nothing about this page. A value that is not an http(s) address stays plain text.
 */
export function ExternalLink({ url, children, locale }: { url: unknown; children?: React.ReactNode; locale: Locale }) {
  const t = translator(locale, "profile");
  const href = externalHref(url);
  if (href === undefined)
    return <span className="whitespace-pre-line [overflow-wrap:anywhere]">{children ?? String(url)}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // Wraps anywhere, but never into a column narrower than a few words: a squeezed table cell
      // otherwise wrapped an address a character per line.
      className={children === undefined ? "inline-block max-w-full min-w-40 [overflow-wrap:anywhere]" : undefined}
      // The address is the text: print needs not repeat it after the link.
      data-href-shown={children === undefined ? "" : undefined}
    >
      {children ?? href}
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </a>
  );
}
