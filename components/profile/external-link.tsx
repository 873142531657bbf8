import { useTranslations } from "next-intl";
import { externalHref } from "@/lib/links/record-links";

/**
 * A web address from the record as a link out of the app: opens separately and tells the other
 * site nothing about this page. A value that is not an http(s) address stays plain text.
 */
export function ExternalLink({ url, children }: { url: unknown; children?: React.ReactNode }) {
  const t = useTranslations("profile");
  const href = externalHref(url);
  if (href === undefined) return <span className="break-all whitespace-pre-line">{children ?? String(url)}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all"
      // The address is the text: print needs not repeat it after the link.
      data-href-shown={children === undefined ? "" : undefined}
    >
      {children ?? href}
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </a>
  );
}
