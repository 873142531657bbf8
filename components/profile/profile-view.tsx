import { Fragment, Suspense } from "react";
import type { GatedResult } from "@/lib/domain/access/gate-record";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { hasEntries } from "@/lib/domain/profile/has-entries";
import { profileOverview } from "@/lib/domain/overview/profile-overview";
import { sanctionedParties } from "@/lib/domain/ownership/sanctioned-parties";
import { withheldReasonWords } from "@/lib/domain/profile/withheld";
import { fieldSchema, itemSchema } from "@/lib/registry/schemas/field-kinds";
import { KEY_FINDINGS, SECTIONS, sectionLabel, sectionOfKey } from "@/lib/registry/record/sections";
import type { Identity } from "@/lib/registry/schemas/identity";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { Dormant } from "@/components/shared/dormant";
import { DriftNotice } from "./drift-notice";
import { FragmentScroll } from "./fragment-scroll";
import { GenericList } from "./generic-list";
import { KeyValueList } from "./key-value-list";
import { ObjectView } from "./object-view";
import { ProfileHeader } from "./profile-header";
import { ProfileOverview } from "./profile-overview";
import type { ProfileCtx } from "./profile-ctx";
import { RawDataSection } from "./raw-data-section";
import { Section } from "@/components/shared/section";
import { IdentitySection } from "./sections/identity-section";
import { MembersSection } from "./sections/members-section";
import { OfficersSection } from "./sections/officers-section";
import { SanctionsSection } from "./sections/sanctions-section";
import { TableOfContents } from "./table-of-contents";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

type Section = (typeof SECTIONS)[number];

interface ProfileViewProps {
  result: GatedResult;
  identity: Identity | null;
  /** Rows per list before "Show all"; undefined shows every row (print, report). */
  limit: number | undefined;
  /** The page's query: lists shown whole and other view settings, kept by every link the profile writes. */
  query?: URLSearchParams;
  /** The sections drawn from the whole record (relationship graph, history), placed where the model puts them. */
  views?: Partial<Record<NonNullable<Extract<Section, { view: string }>["view"]>, React.ReactNode>>;
  /** The printed report's cover: stands in for the header, findings and contents; the raw bytes go to the JSON export. */
  cover?: React.ReactNode;
  /** Said after the overview (the report's changes since a stored retrieval). */
  notice?: React.ReactNode;
  /** Key findings that arrive later in the browser (the ownership determination's), after the record's. */
  moreFindings?: React.ReactNode;
  /**
   * The overview's parts from outside the record: the ownership determination's beneficial owners (given only
   * where the profile has its ownership section) and, live, what changed since the viewer last looked, the watch
   * and the case.
   */
  overview?: { determined?: React.ReactNode; follow?: React.ReactNode };
  /** The SHA-256 of the stored copy `result` is, when it is one: links and downloads stay on it. */
  snapshot?: string;
  /** The language the profile is worded in. */
  locale: Locale;
}

/**
 * The whole register record of an entity: header (or the report's cover), the overview (what it is, key findings,
 * who controls, owns and benefits), then a section for every part.
 */
export function ProfileView({
  result,
  identity,
  limit,
  query,
  views = {},
  cover,
  notice,
  moreFindings,
  overview,
  snapshot,
  locale,
}: ProfileViewProps) {
  const t = translator(locale, "profile");
  const { record } = result;
  // "Current" means current when the registry answered, which also keeps rendering pure.
  const now = Date.parse(result.retrievedAt);
  const ctx: ProfileCtx = {
    regcode: record.registration_number,
    locale,
    withheldReason: withheldReasonWords(identity, result.redaction, locale),
    limit,
    query: query ?? new URLSearchParams(),
    now,
    sanctioned: sanctionedParties(record, now),
    snapshot,
  };
  const data: Record<string, unknown> = record;
  const otherKeys = Object.keys(data).filter((key) => sectionOfKey(key, data[key]) === "other-data");

  const render = (section: Section): React.ReactNode => {
    if ("view" in section) return views[section.view];
    switch (section.anchor) {
      case "identity":
        return <IdentitySection record={record} ctx={ctx} />;
      case "sanctions":
        return <SanctionsSection record={record} ctx={ctx} />;
      case "officers":
        return <OfficersSection officers={record.Officers} ctx={ctx} />;
      case "members":
        return <MembersSection members={record.Members} ctx={ctx} />;
      case "raw-data":
        return cover ? null : <RawDataSection locale={ctx.locale} result={result} />;
      case "other-data":
        return (
          <Section id={section.anchor} title={sectionLabel(section.anchor, locale)}>
            <KeyValueList
              data={data}
              schema={undefined}
              ctx={ctx}
              omit={Object.keys(data).filter((k) => !otherKeys.includes(k))}
            />
          </Section>
        );
    }
    const value = data[section.key];
    const schema = fieldSchema(legalEntitySchema, section.key);
    const label = sectionLabel(section.anchor, locale);
    return (
      <Section
        id={section.anchor}
        title={label}
        note={Array.isArray(value) ? t("inTotal", { count: value.length }) : undefined}
      >
        {Array.isArray(value) ? (
          <GenericList
            listId={section.anchor}
            caption={label}
            rows={value}
            schema={itemSchema(schema)}
            ctx={ctx}
            empty={t("noneRegistered", { noun: label })}
          />
        ) : (
          <ObjectView data={value} schema={schema} ctx={ctx} empty={t("noDetails", { noun: label })} />
        )}
      </Section>
    );
  };

  // A section of the record with nothing in it is named once in a line, not drawn as a heading over nothing.
  const empty = (s: Section) =>
    s.anchor === "other-data"
      ? otherKeys.length === 0
      : "key" in s && s.key !== "Sanctions" && !hasEntries(data[s.key]);
  const shown = SECTIONS.filter((s) => ("view" in s ? views[s.view] !== undefined : !empty(s)));
  const emptyLabels = SECTIONS.filter((s) => !("view" in s) && empty(s)).map((s) => sectionLabel(s.anchor, locale));
  // On screen each section is hydrated only as it comes near (Dormant); the report has no scripts.
  const sections = shown.map((s) =>
    cover ? <Fragment key={s.anchor}>{render(s)}</Fragment> : <Dormant key={s.anchor}>{render(s)}</Dormant>,
  );
  const toc = [KEY_FINDINGS, ...shown].map((s) => ({ anchor: s.anchor, title: sectionLabel(s.anchor, locale) }));
  return (
    <article className="space-y-6">
      {cover ?? <ProfileHeader locale={ctx.locale} result={result} snapshot={snapshot} />}
      {!cover && limit !== undefined && (
        <ScreenViewOnPaper locale={locale} reportPath={pagePaths.report(ctx.regcode, snapshot)} />
      )}
      <DriftNotice locale={ctx.locale} drift={result.drift} />
      <ProfileOverview
        overview={profileOverview(record, { now, locale, sanctioned: ctx.sanctioned })}
        record={record}
        ctx={ctx}
        moreFindings={moreFindings}
        determined={views.ownership === undefined ? undefined : overview?.determined}
        follow={cover ? undefined : overview?.follow}
        paper={cover !== undefined}
      />
      {notice}
      {!cover && <TableOfContents locale={ctx.locale} items={toc} />}
      {emptyLabels.length > 0 && (
        <p className="text-sm text-slate-600" data-empty-sections="">
          {t("emptySections", { sections: emptyLabels.join(", ") })}
        </p>
      )}
      {/* On screen the sections are a boundary of their own, sent after the header and findings (SentLater), so
          those are painted first, not once the last of thousands of section elements is in; the report is one
          document without scripts, sent whole. */}
      {cover ? (
        sections
      ) : (
        <Suspense fallback={null}>
          <SentLater>
            {sections}
            <FragmentScroll />
          </SentLater>
        </Suspense>
      )}
    </article>
  );
}

/**
 * Its children, rendered one task later. React serialises a page's synchronous tree in one go before
 * the first byte; waiting a task lets the header and findings be sent and shown while the sections
 * (most of a profile's elements) are rendered: a large profile's first byte came after all of them.
 */
async function SentLater({ children }: { children: React.ReactNode }) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return children;
}

/** On paper only: the screen view printed says what it is, and where the document laid out for paper is. */
function ScreenViewOnPaper({ locale, reportPath }: { locale: Locale; reportPath: string }) {
  const t = translator(locale, "profile");
  return (
    <p className="hidden text-sm print:block" data-screen-view-on-paper="">
      {t.rich("screenViewOnPaper", {
        path: reportPath,
        link: (chunks) => <a href={reportPath}>{chunks}</a>,
      })}
    </p>
  );
}
