import type { OverviewList, OverviewParty, ProfileOverview as Overview } from "@/lib/domain/overview/profile-overview";
import { formatFigure } from "@/lib/platform/i18n/format-figure";
import { translator } from "@/lib/platform/i18n/translator";
import { codeLabel } from "@/lib/registry/record/labels";
import { sectionLabel } from "@/lib/registry/record/sections";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { CodeText } from "./code-text";
import { CopyButton } from "./copy-button";
import { DateText } from "./date-text";
import { KeyFindingsList } from "./key-findings-list";
import { PartyName } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { SanctionedFlag } from "./sanctioned-flag";
import { StatusBadge } from "./status-badge";

const HEADING_ID = "overview-heading";
const CARD = "min-w-0 space-y-2 rounded border border-slate-200 bg-white p-3 text-sm";

interface ProfileOverviewProps {
  overview: Overview;
  /** For the status badge, which weighs the record's conditions. */
  record: LegalEntity;
  ctx: ProfileCtx;
  /** Key findings that arrive later in the browser (the ownership determination's). */
  moreFindings?: React.ReactNode;
  /** The ownership determination's beneficial owners, when the profile has its section. */
  determined?: React.ReactNode;
  /** What changed since the viewer last looked, the watch and the case: the live profile's only. */
  follow?: React.ReactNode;
  /** The report: its cover already carries the findings, and the overview is a page of its own. */
  paper?: boolean;
}

/**
 * The profile's first screen: what the entity is, its key findings, who controls it, who owns and benefits,
 * and (live) what changed, the watch and the case. Lists are cut to a few, each fact links to its section.
 * On a phone one column in reading order; on a wide screen four: facts and follow-up, findings, control, owners.
 */
export function ProfileOverview({
  overview,
  record,
  ctx,
  moreFindings,
  determined,
  follow,
  paper = false,
}: ProfileOverviewProps) {
  const { locale } = ctx;
  const t = translator(locale, "profile.overview");
  const { facts } = overview;
  // Placed on a wide screen only; narrower, the cards follow in the order they are read.
  const at = (wide: string) => (paper ? "" : wide);
  return (
    <section
      id="overview"
      aria-labelledby={HEADING_ID}
      data-profile-overview=""
      className={`scroll-mt-4 ${paper ? "break-after-page" : ""}`}
    >
      <h2 id={HEADING_ID} className="sr-only">
        {t("heading")}
      </h2>
      <div
        className={`grid gap-3 md:grid-cols-2 ${paper ? "" : "xl:grid-cols-4 xl:grid-rows-[auto_1fr] xl:items-start"}`}
      >
        <Card title={t("what")} className={at("xl:col-start-1 xl:row-start-1")} data-overview-card="what">
          <StatusBadge locale={locale} record={record} now={ctx.now} />
          {facts.statusDetails !== "" && <p className="text-xs">{facts.statusDetails}</p>}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 [&>dt]:text-slate-600 [&>dd]:min-w-0">
            <dt>{t("legalForm")}</dt>
            <dd>
              <CodeText locale={locale} code={facts.type} />
            </dd>
            <dt>{t("registrationNumber")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono">{facts.registrationNumber}</span>
              {!paper && (
                <CopyButton
                  value={facts.registrationNumber}
                  label={translator(locale, "profile.header")("copyRegistrationNumber")}
                />
              )}
            </dd>
            {facts.register !== "" && (
              <>
                <dt>{t("register")}</dt>
                <dd>
                  <CodeText locale={locale} code={facts.register} />
                </dd>
              </>
            )}
            <dt>{t("registered")}</dt>
            <dd>
              <DateText locale={locale} value={facts.registeredOn} />
            </dd>
            {facts.removedOn && (
              <>
                <dt>{t("removed")}</dt>
                <dd>
                  <DateText locale={locale} value={facts.removedOn} />
                </dd>
              </>
            )}
            <dt>{t("address")}</dt>
            {/* On a line of its own: beside the labels, a wide screen's narrow column broke it a word a line. */}
            <dd className="col-span-2 break-words">
              {facts.address ? <a href={`#${facts.address.anchor}`}>{facts.address.text}</a> : t("notGiven")}
            </dd>
            {facts.capital && (
              <>
                <dt>{t("capital")}</dt>
                <dd>
                  <a href={`#${facts.capital.anchor}`} title={codeLabel(facts.capital.type, locale)}>
                    {facts.capital.amount === null ? t("notGiven") : formatFigure(facts.capital.amount, locale)}{" "}
                    {facts.capital.currency}
                  </a>
                </dd>
              </>
            )}
          </dl>
          <SectionLink href="#identity">{t("allIn", { section: sectionLabel("identity", locale) })}</SectionLink>
        </Card>

        {!paper && (
          <div className="min-w-0 md:row-span-2 xl:col-start-2 xl:row-start-1" data-overview-card="findings">
            <KeyFindingsList locale={locale} findings={overview.findings} more={moreFindings} level={3} compact />
          </div>
        )}

        <Card
          title={t("controls")}
          className={at("xl:col-start-3 xl:row-start-1 xl:row-span-2")}
          data-overview-card="controls"
        >
          <PartyList
            list={overview.officers}
            ctx={ctx}
            empty={t("noOfficers")}
            detail={(o) => {
              const position = codeLabel(o.position, locale);
              const atLeast = translator(locale, "profile.officers");
              const rights = o.rights
                .map(
                  (r) =>
                    codeLabel(r.type, locale).toLocaleLowerCase(locale) +
                    (r.withAtLeast === null ? "" : ` ${atLeast("withAtLeast", { count: r.withAtLeast })}`),
                )
                .join("; ");
              return [position, rights === "" ? t("noRights") : t("represents", { rights })]
                .filter(Boolean)
                .join(" · ");
            }}
          />
        </Card>

        <Card title={t("owns")} className={at("xl:col-start-4 xl:row-start-1 xl:row-span-2")} data-overview-card="owns">
          <SubList title={sectionLabel("members", locale)}>
            <PartyList
              list={overview.members}
              ctx={ctx}
              empty={t("noMembers")}
              detail={(m) => m.share ?? t("shareNotStated")}
            />
          </SubList>
          {determined}
          <SubList title={sectionLabel("beneficial-owners", locale)}>
            <PartyList
              list={overview.declaredOwners}
              ctx={ctx}
              empty={t("noDeclared")}
              detail={(b) =>
                [codeLabel(b.controlType, locale), b.indirect ? t("indirect") : ""].filter(Boolean).join(", ")
              }
            />
          </SubList>
        </Card>

        {follow && (
          <Card title={t("follow")} className={at("xl:col-start-1 xl:row-start-2")} data-overview-card="follow">
            {follow}
          </Card>
        )}
      </div>
    </section>
  );
}

function Card({
  title,
  className,
  children,
  ...data
}: {
  title: string;
  className: string;
  children: React.ReactNode;
  "data-overview-card": string;
}) {
  return (
    <div className={`${CARD} ${className}`} {...data}>
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function SubList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h4>
      {children}
    </div>
  );
}

function SectionLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p className="text-xs">
      <a href={href}>{children}</a>
    </p>
  );
}

/** The first entries of a list, each with what it is about, then the way to the rest in its section. */
function PartyList<T extends OverviewParty>({
  list,
  ctx,
  empty,
  detail,
}: {
  list: OverviewList<T>;
  ctx: ProfileCtx;
  empty: string;
  detail: (item: T) => string;
}) {
  const t = translator(ctx.locale, "profile.overview");
  if (list.total === 0) return <p className="text-slate-600">{empty}</p>;
  const section = list.anchor && sectionLabel(list.anchor, ctx.locale);
  const more = list.total - list.shown.length;
  return (
    <>
      <ul className="space-y-1">
        {list.shown.map((item, i) => (
          <li key={i} className="min-w-0">
            <PartyName party={item.party} ctx={ctx} brief />
            {item.sanctioned && (
              <>
                {" "}
                <SanctionedFlag state={item.sanctioned} locale={ctx.locale} />
              </>
            )}
            <span className="block text-xs text-slate-600">{detail(item)}</span>
          </li>
        ))}
      </ul>
      {list.anchor && section && (
        <SectionLink href={`#${list.anchor}`}>
          {more > 0 ? t("moreIn", { count: more, section }) : t("allIn", { section })}
        </SectionLink>
      )}
    </>
  );
}
