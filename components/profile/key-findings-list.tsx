import type { KeyFinding, SanctionListing } from "@/lib/domain/profile/key-findings";
import type { Anchor } from "@/lib/registry/record/sections";
import { formatDate } from "@/lib/platform/format/format-date";
import { codeLabel } from "@/lib/registry/record/labels";
import { KEY_FINDINGS } from "@/lib/registry/record/sections";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { SectionTitle } from "@/components/ui/section-title";
import { ownershipFindingLabel } from "./ownership-finding-label";
import { KeyFindingItem } from "./key-finding-item";

const HEADING_ID = `${KEY_FINDINGS.anchor}-heading`;
/** Listings named in a finding before the rest are counted: enough to act on, short enough to read. */
export const LISTINGS_NAMED = 3;

/**
 * The findings an analyst must not miss, each linking to the section that shows them; `more` are findings
 * that arrive later in the browser (the ownership determination's), listed after these.
 */
export function KeyFindingsList({
  findings,
  locale,
  more,
  level = 2,
  compact = false,
  hrefOf,
}: {
  findings: KeyFinding[];
  locale: Locale;
  more?: React.ReactNode;
  /** An h3 inside the profile's overview, an h2 on the report's cover. */
  level?: 2 | 3;
  /** One column, as a column of the overview. */
  compact?: boolean;
  /** Where a finding's section is, when not in this document (a summary leads to the full report's). */
  hrefOf?: (anchor: Anchor) => string;
}) {
  const t = translator(locale, "profile.keyFindings");
  const heading = translator(locale, "record.sections")(KEY_FINDINGS.labelKey);

  const past = (f: { current: number; former: number }) =>
    t("currentAndPast", { current: f.current, former: f.former });
  /** Who is listed, where and since when: "Sergejs Demovs: EU · Russia territorial integrity, since 2022-03-15". */
  const listed = (all: SanctionListing[]) => {
    const one = (l: SanctionListing) => {
      const lists = [l.list, codeLabel(l.program, locale)].filter(Boolean).join(" · ");
      const since = formatDate(l.since, locale);
      const listing = since
        ? t(l.current ? "listing" : "listingEnded", { lists, since })
        : t(l.current ? "listingUndated" : "listingUndatedEnded", { lists });
      if (l.name === undefined) return listing;
      return t("named", { name: l.name ?? t("withheldName"), listing });
    };
    const named = all.slice(0, LISTINGS_NAMED).map(one);
    const rest = all.length - named.length;
    return rest > 0 ? [...named, t("andMore", { count: rest })] : named;
  };
  /** The finding in words, and what its count is made of. */
  const words = (f: KeyFinding): { label: string; detail?: string; lines?: string[] } => {
    switch (f.key) {
      case "ownership-restricted":
      case "ownership-sanctions-open":
      case "ownership-mismatch":
      case "ownership-cannot-exclude":
      case "ownership-not-established":
      case "ownership-complex":
        return { label: ownershipFindingLabel(f.key, t) };
      case "entity-sanctions":
        return { label: t("entitySanctions"), detail: past(f), lines: listed(f.listings) };
      case "related-sanctions":
        return {
          label: t("relatedSanctions"),
          detail: t("directAndIndirect", { direct: f.direct, indirect: f.indirect }),
          lines: listed(f.listings),
        };
      case "sanctions-risk":
        return { label: t("sanctionsRisk", { risk: codeLabel(f.code, locale) }) };
      case "status": {
        const status = codeLabel(f.code, locale);
        return { label: status ? t("status", { status }) : t("statusNotGiven") };
      }
      case "annulled":
        return { label: t("annulled") };
      case "withheld":
        return { label: t("withheld") };
      case "special-statuses":
        return { label: t("specialStatuses"), detail: past(f) };
      case "securing-measures":
        return { label: t("securingMeasures"), detail: past(f) };
      default:
        return { label: t(f.key), detail: past(f) };
    }
  };

  return (
    <section aria-labelledby={HEADING_ID} id={KEY_FINDINGS.anchor} className="scroll-mt-4 space-y-2">
      <SectionTitle id={HEADING_ID} level={level}>
        {heading}
      </SectionTitle>
      {findings.length === 0 && (
        <>
          <p
            className="rounded border border-green-300 bg-green-50 px-3 py-2 text-sm font-semibold text-green-950"
            data-finding="clean"
          >
            {t("clean")}
          </p>
          <p className="text-sm text-slate-600">{t("none")}</p>
        </>
      )}
      {(findings.length > 0 || more) && (
        <ul className={compact ? "grid gap-2" : "grid gap-2 sm:grid-cols-2"}>
          {findings.map((f) => (
            <KeyFindingItem key={f.key} finding={f} href={hrefOf?.(f.anchor)} {...words(f)} />
          ))}
          {more}
        </ul>
      )}
    </section>
  );
}
