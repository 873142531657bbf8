import { SnapshotBanner } from "@/components/evidence/snapshot-banner";
import type { ReportOwnership } from "@/components/ownership/report-ownership-section";
import { declaredText, partyName, routeText, ruleText, thresholdText } from "@/components/ownership/ownership-words";
import { DateText } from "@/components/profile/date-text";
import { DriftNotice } from "@/components/profile/drift-notice";
import { PartyCell } from "@/components/profile/party-cell";
import type { ProfileCtx } from "@/components/profile/profile-ctx";
import { SanctionedFlag } from "@/components/profile/sanctioned-flag";
import { StatusBadge } from "@/components/profile/status-badge";
import { Section, SubSection } from "@/components/shared/section";
import { TableHead } from "@/components/shared/table-head";
import type { GatedResult } from "@/lib/domain/access/gate-record";
import { formatPercent } from "@/lib/platform/format/format-percent";
import { ownershipFindings } from "@/lib/domain/ownership/ownership-findings";
import type { Owner, OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { partyKey } from "@/lib/domain/ownership/party-key";
import { sanctionedParties } from "@/lib/domain/ownership/sanctioned-parties";
import { formatShare } from "@/lib/domain/ownership/share-range";
import { isFormer } from "@/lib/domain/profile/history";
import { keyFindings } from "@/lib/domain/profile/key-findings";
import { withheldReasonWords } from "@/lib/domain/profile/withheld";
import { cutLongValues, PRINT_MAX_CHARS } from "@/lib/domain/report/cut-long-values";
import { type Paper, reportPrintCss } from "@/lib/domain/report/print-css";
import { type ReportSummary, reportSummary, SUMMARY_ROWS } from "@/lib/domain/report/report-summary";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { codeLabel } from "@/lib/registry/record/labels";
import type { Anchor } from "@/lib/registry/record/sections";
import type { Identity } from "@/lib/registry/schemas/identity";
import { ReportCover } from "./report-cover";
import { ReportToolbar } from "./report-toolbar";

interface ReportSummaryViewProps {
  result: GatedResult;
  identity: Identity | null;
  appVersion: string;
  paper: Paper;
  demo: boolean;
  /** Members holding at least this share (percent) are listed; the others are counted. */
  minShare: number;
  /** The SHA-256 of the stored copy reported, when it is not the live record. */
  snapshot?: string;
  locale: Locale;
  /** The determination the full report prints, or why it has none; absent for a stored copy. */
  ownership?: ReportOwnership;
}

/** Where the summary's own sections are: a finding about anything else leads to the full report's section. */
const SUMMARY_ANCHORS = new Set<Anchor>([
  "identity",
  "officers",
  "members",
  "ownership",
  "sanctions",
  "sanctions-entity",
  "sanctions-related",
]);

const TABLE = "w-full border-collapse text-left text-sm";
const HEAD_ROW = "border-b border-slate-300 bg-slate-100";
const HEAD_CELL = "px-2 py-1.5 align-bottom font-semibold";
const CELL = "px-2 py-1 align-top";
const ROW = "border-b border-slate-200 break-inside-avoid";

/**
 * The summary due-diligence report: the full report's cover (the same evidence, findings and withheld
 * reason), then the entity's status, current officers, members holding at least `minShare`, beneficial owners
 * (determined and declared) and sanctions, each list cut at SUMMARY_ROWS with what is left out counted, so a
 * record with thousands of rows still prints on a few pages. Everything derives from the retrieval and the
 * viewer's gated record and determination: a withheld person stays withheld.
 */
export function ReportSummaryView({
  result: retrieved,
  identity,
  appVersion,
  paper,
  demo,
  minShare,
  snapshot,
  locale,
  ownership,
}: ReportSummaryViewProps) {
  const t = translator(locale, "report");
  const demoLabel = translator(locale, "common.demo");
  const result = {
    ...retrieved,
    record: cutLongValues(retrieved.record, PRINT_MAX_CHARS, (more) => t("print.cut", { more })),
  };
  const { record } = result;
  const now = Date.parse(result.retrievedAt);
  const determination = ownership?.state === "ready" ? ownership.determination : undefined;
  const findings = [...keyFindings(record, now), ...(determination ? ownershipFindings(determination) : [])];
  const withheld = findings.some((f) => f.key === "withheld")
    ? withheldReasonWords(identity, result.redaction, locale)
    : null;
  const regcode = record.registration_number;
  const fullReport = pagePaths.report(regcode, snapshot);
  const summary = reportSummary(record, { now, minShare, determination });
  const ctx: ProfileCtx = {
    regcode,
    locale,
    withheldReason: withheldReasonWords(identity, result.redaction, locale),
    limit: undefined,
    query: new URLSearchParams(),
    now,
    sanctioned: sanctionedParties(record, now),
    snapshot,
  };
  const css = reportPrintCss({
    paper,
    header: `${demo ? `${demoLabel("label")} · ` : ""}${record.legal_name} · ${regcode}`,
    retrieval: t("print.retrieved", { time: formatUtcTime(result.retrievedAt) }),
    footer: `SHA-256 ${result.sha256}`,
    pages: { page: t("print.page"), of: t("print.of") },
    withheldOnCover: withheld !== null,
  });
  const share = formatPercent(minShare, locale);
  const words = { locale, fullReport };
  return (
    <>
      {/* The CSS string escapes "<", so the registry's text cannot end this element. */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <ReportToolbar
        locale={locale}
        regcode={regcode}
        snapshot={snapshot}
        paper={paper}
        variant={{ variant: "summary", minShare }}
      />
      {snapshot !== undefined && <SnapshotBanner locale={locale} regcode={regcode} retrievedAt={result.retrievedAt} />}
      <article className="space-y-6" data-report-summary="">
        <ReportCover
          locale={locale}
          result={result}
          credentialName={identity?.name ?? null}
          appVersion={appVersion}
          findings={findings}
          demo={demo}
          withheldReason={withheld}
          kicker={t("summary.kicker")}
          findingsHref={(anchor) => (SUMMARY_ANCHORS.has(anchor) ? `#${anchor}` : `${fullReport}#${anchor}`)}
        />
        <p className="text-sm" data-summary-scope="">
          {t.rich("summary.scope", {
            share,
            rows: SUMMARY_ROWS,
            link: (chunks) => (
              <a href={fullReport} data-href-shown="">
                {chunks}
              </a>
            ),
          })}
        </p>
        <DriftNotice locale={locale} drift={result.drift} />
        <StatusSection summary={summary} record={record} now={now} locale={locale} />
        <OfficersSection summary={summary} ctx={ctx} words={words} />
        <OwnersSection summary={summary} ctx={ctx} share={share} words={words} />
        <BeneficialOwnersSection
          summary={summary}
          ctx={ctx}
          ownership={ownership}
          determination={determination}
          words={words}
        />
        <SanctionsSection
          summary={summary}
          ctx={ctx}
          risk={record.sanctions_risk}
          determination={determination}
          words={words}
        />
      </article>
    </>
  );
}

interface Words {
  locale: Locale;
  /** The full report's address, for "see the full report". */
  fullReport: string;
}

/** What a capped list left out, counted, with the way to the rest: never silently cut. */
function LeftOut({ count, say, words }: { count: number; say: (count: number) => string; words: Words }) {
  if (count === 0) return null;
  const t = translator(words.locale, "report.summary");
  return (
    <p className="text-sm font-medium" data-left-out={count}>
      {say(count)}{" "}
      <a href={words.fullReport} data-href-shown="">
        {t("seeFullReport")}
      </a>
    </p>
  );
}

function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <div className="max-w-full min-w-0 overflow-x-auto">
      <table className={TABLE}>
        <TableHead
          caption={caption}
          columns={columns.map((label) => ({ label }))}
          rowClassName={HEAD_ROW}
          cellClassName={HEAD_CELL}
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The party of a register entry, flagged when the record's sanctions name it. */
function Party({ entry, ctx }: { entry: Record<string, unknown>; ctx: ProfileCtx }) {
  const key = partyKey(entry);
  const state = key === null ? undefined : ctx.sanctioned?.get(key);
  return (
    <>
      <PartyCell entry={entry} ctx={ctx} details={false} />
      {state && <SanctionedFlag state={state} locale={ctx.locale} />}
    </>
  );
}

function StatusSection({
  summary,
  record,
  now,
  locale,
}: {
  summary: ReportSummary;
  record: Parameters<typeof StatusBadge>[0]["record"];
  now: number;
  locale: Locale;
}) {
  const t = translator(locale, "report.summary.status");
  const conditions = translator(locale, "profile.header.conditions");
  const inForce = summary.status.conditions.filter((c) => c !== "notRegistered");
  return (
    <Section id="identity" title={t("heading")}>
      <StatusBadge record={record} now={now} locale={locale} />
      {inForce.length === 0 ? (
        <p className="text-sm" data-conditions="none">
          {t("nothingInForce")}
        </p>
      ) : (
        <div className="space-y-1 text-sm">
          <p>{t("inForce")}</p>
          <ul className="list-disc pl-5" data-conditions={inForce.join(" ")}>
            {inForce.map((c) => (
              <li key={c} className="font-semibold">
                {conditions(c)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-700">{t("findings")}</p>
    </Section>
  );
}

function OfficersSection({ summary, ctx, words }: { summary: ReportSummary; ctx: ProfileCtx; words: Words }) {
  const t = translator(ctx.locale, "report.summary.officers");
  const profile = translator(ctx.locale, "profile.officers");
  const { officers } = summary;
  return (
    <Section
      id="officers"
      title={t("heading")}
      note={t("count", { current: officers.current, former: officers.former })}
    >
      {officers.current === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        <Table
          caption={t("heading")}
          columns={[t("columns.officer"), t("columns.position"), t("columns.rights"), t("columns.appointed")]}
        >
          {officers.shown.map((o) => (
            <tr key={o.id} className={ROW} data-row="">
              <td className={CELL}>
                <Party entry={o} ctx={ctx} />
              </td>
              <td className={CELL}>
                {codeLabel(o.position, ctx.locale) || "—"}
                {o.governing_body && (
                  <span className="block text-xs text-slate-600">{codeLabel(o.governing_body, ctx.locale)}</span>
                )}
              </td>
              <td className={CELL}>
                {o.rights_of_representation.length === 0 ? (
                  <span className="text-slate-600">{profile("noRights")}</span>
                ) : (
                  o.rights_of_representation
                    .map((r) =>
                      [
                        codeLabel(r.type, ctx.locale),
                        r.with_at_least !== null ? profile("withAtLeast", { count: String(r.with_at_least) }) : "",
                      ]
                        .filter(Boolean)
                        .join(" "),
                    )
                    .join("; ")
                )}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <DateText value={o.appointed_on} locale={ctx.locale} />
              </td>
            </tr>
          ))}
        </Table>
      )}
      <LeftOut count={officers.more} say={(count) => t("more", { count })} words={words} />
    </Section>
  );
}

function OwnersSection({
  summary,
  ctx,
  share,
  words,
}: {
  summary: ReportSummary;
  ctx: ProfileCtx;
  /** The threshold as written. */
  share: string;
  words: Words;
}) {
  const t = translator(ctx.locale, "report.summary.owners");
  const { owners } = summary;
  return (
    <Section id="members" title={t("heading", { share })} note={t("count", { current: owners.current })}>
      {owners.shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none", { share })}</p>
      ) : (
        <Table
          caption={t("heading", { share })}
          columns={[t("columns.member"), t("columns.share"), t("columns.since")]}
        >
          {owners.shown.map(({ member, percent, basis }) => (
            <tr key={member.id} className={ROW} data-row="">
              <td className={CELL}>
                <Party entry={member} ctx={ctx} />
              </td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                {formatPercent(percent, ctx.locale, { fixed: basis === "shares" })}
                {basis === "shares" && <span className="block text-xs text-slate-600">{t("fromShares")}</span>}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <DateText value={member.date_from} locale={ctx.locale} />
              </td>
            </tr>
          ))}
        </Table>
      )}
      <LeftOut count={owners.more} say={(count) => t("more", { count, share })} words={words} />
      <ul className="list-disc pl-5 text-sm" data-owners-left-out="">
        <li data-below={owners.below}>{t("below", { count: owners.below, share })}</li>
        {owners.unstated > 0 && <li data-unstated={owners.unstated}>{t("unstated", { count: owners.unstated })}</li>}
        <li>{t("former", { count: owners.former })}</li>
      </ul>
    </Section>
  );
}

function BeneficialOwnersSection({
  summary,
  ctx,
  ownership,
  determination,
  words,
}: {
  summary: ReportSummary;
  ctx: ProfileCtx;
  ownership: ReportOwnership | undefined;
  determination: OwnershipDetermination | undefined;
  words: Words;
}) {
  const t = translator(ctx.locale, "report.summary.beneficial");
  const o = translator(ctx.locale, "ownership");
  const ownershipWords = { t: o, locale: ctx.locale };
  const { declaredOwners, determined } = summary;
  return (
    <Section id="ownership" title={t("heading")}>
      <SubSection id="ownership-owners" title={t("determined")}>
        {!ownership ? (
          <p className="text-sm text-slate-600">{t("notDetermined")}</p>
        ) : ownership.state !== "ready" ? (
          <p role="status" className="text-sm">
            {ownership.state === "resolving"
              ? o("reportState.resolving", { recordsRead: ownership.recordsRead })
              : o("reportState.failed", { message: ownership.message })}
          </p>
        ) : (
          <>
            <p className="text-sm font-medium" data-rule="">
              {ruleText(determination!, ownershipWords)}
            </p>
            {!determination!.complete && (
              <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
                {o("summary.incomplete")}
              </p>
            )}
            {determined!.beneficial.shown.length === 0 ? (
              <p className="text-sm text-slate-600">{o("owners.none")}</p>
            ) : (
              <OwnersTable
                owners={determined!.beneficial.shown}
                caption={t("determined")}
                determination={determination!}
                ctx={ctx}
              />
            )}
            <LeftOut
              count={determined!.beneficial.more}
              say={(count) => t("cannotExcludeMore", { count })}
              words={words}
            />
            <p className="text-xs text-slate-700">
              {t("method", { rule: thresholdText(determination!.rule, ownershipWords) })}
            </p>
          </>
        )}
      </SubSection>
      <SubSection id="beneficial-owners" title={t("declared")}>
        {declaredOwners.current === 0 ? (
          <p className="text-sm text-slate-600">{t("declaredNone")}</p>
        ) : (
          <Table
            caption={t("declared")}
            columns={[t("columns.owner"), t("columns.control"), t("columns.indirect"), t("columns.since")]}
          >
            {declaredOwners.shown.map((d, i) => (
              <tr key={typeof d.id === "number" ? d.id : i} className={ROW} data-row="">
                <td className={CELL}>
                  <Party entry={d} ctx={ctx} />
                </td>
                <td className={CELL}>
                  {typeof d.control_type === "string" ? codeLabel(d.control_type, ctx.locale) : "—"}
                </td>
                <td className={CELL}>{d.is_indirect === true ? t("yes") : t("no")}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <DateText value={typeof d.date_from === "string" ? d.date_from : null} locale={ctx.locale} />
                </td>
              </tr>
            ))}
          </Table>
        )}
        <LeftOut count={declaredOwners.more} say={(count) => t("declaredMore", { count })} words={words} />
      </SubSection>
    </Section>
  );
}

/** The determination's owners: name, effective share, how they qualify and whether the register declares them. */
function OwnersTable({
  owners,
  caption,
  determination,
  ctx,
}: {
  owners: readonly Owner[];
  caption: string;
  determination: OwnershipDetermination;
  ctx: ProfileCtx;
}) {
  const o = translator(ctx.locale, "ownership");
  const words = { t: o, locale: ctx.locale };
  return (
    <Table
      caption={caption}
      columns={[
        o("owners.columns.owner"),
        o("owners.columns.share"),
        o("owners.columns.route"),
        o("owners.columns.register"),
      ]}
    >
      {owners.map((owner) => (
        <tr key={owner.key} className={ROW} data-owner={owner.key}>
          <td className={CELL}>
            {owner.name === null ? (
              <em>{partyName(owner, words)}</em>
            ) : (
              <span className="font-medium">{owner.name}</span>
            )}
            {owner.regcode !== null && <span className="ml-1 font-mono text-xs">{owner.regcode}</span>}
            {owner.beneficialOwner === "cannot-exclude" && (
              <span className="block text-xs font-semibold text-amber-900">{o("owners.cannotExclude")}</span>
            )}
            {owner.sanctioned && (
              <span className="block text-xs font-semibold text-red-900">{o("owners.sanctioned")}</span>
            )}
          </td>
          <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatShare(owner.effective, ctx.locale)}</td>
          <td className={CELL}>{routeText(owner, determination.rule, words)}</td>
          <td className={CELL}>{declaredText(owner.declared, words)}</td>
        </tr>
      ))}
    </Table>
  );
}

function SanctionsSection({
  summary,
  ctx,
  risk,
  determination,
  words,
}: {
  summary: ReportSummary;
  ctx: ProfileCtx;
  risk: unknown;
  determination: OwnershipDetermination | undefined;
  words: Words;
}) {
  const t = translator(ctx.locale, "report.summary.sanctions");
  const o = translator(ctx.locale, "ownership");
  const { sanctions, determined } = summary;
  const state = (entry: object) => (isFormer(entry, ctx.now) ? t("ended") : t("inForce"));
  const listed = (entry: { list: unknown; program: unknown }) =>
    [entry.list === null ? "" : String(entry.list), codeLabel(entry.program as string | null, ctx.locale)]
      .filter(Boolean)
      .join(" · ") || "—";
  return (
    <Section
      id="sanctions"
      title={t("heading")}
      note={risk !== null && risk !== "" ? t("risk", { risk: codeLabel(String(risk), ctx.locale) }) : undefined}
    >
      <SubSection id="sanctions-entity" title={t("entity")}>
        {sanctions.entity.shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noneOnEntity")}</p>
        ) : (
          <Table caption={t("entity")} columns={[t("columns.list"), t("columns.since"), t("columns.state")]}>
            {sanctions.entity.shown.map((s) => (
              <tr key={s.id} className={ROW} data-row="">
                <td className={CELL}>{listed(s)}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <DateText value={s.entry_date} locale={ctx.locale} />
                </td>
                <td className={CELL}>{state(s)}</td>
              </tr>
            ))}
          </Table>
        )}
        <LeftOut count={sanctions.entity.more} say={(count) => t("more", { count })} words={words} />
      </SubSection>
      <SubSection id="sanctions-related" title={t("related")}>
        {sanctions.related.shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noneRelated")}</p>
        ) : (
          <Table
            caption={t("related")}
            columns={[
              t("columns.who"),
              t("columns.relation"),
              t("columns.list"),
              t("columns.since"),
              t("columns.state"),
            ]}
          >
            {sanctions.related.shown.map((s) => (
              <tr key={`${s.relation}-${s.id}`} className={ROW} data-row="">
                <td className={CELL}>
                  <PartyCell entry={s} ctx={ctx} details={false} />
                  {s.position && (
                    <span className="block text-xs text-slate-600">{codeLabel(s.position, ctx.locale)}</span>
                  )}
                </td>
                <td className={CELL}>{t(s.relation)}</td>
                <td className={CELL}>{listed(s)}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <DateText value={s.entry_date} locale={ctx.locale} />
                </td>
                <td className={CELL}>{state(s)}</td>
              </tr>
            ))}
          </Table>
        )}
        <LeftOut count={sanctions.related.more} say={(count) => t("more", { count })} words={words} />
      </SubSection>
      {determined && (
        <SubSection id="ownership-sanctions" title={t("holders")}>
          {determination?.sanctions.restricted && (
            <p
              role="alert"
              className="rounded border-2 border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-900"
            >
              {o("sanctions.restricted", { share: formatShare(determination.sanctions.aggregate, ctx.locale) })}
            </p>
          )}
          {determined.sanctionedHolders.shown.length === 0 ? (
            <p className="text-sm text-slate-600">{t("noneHolders")}</p>
          ) : (
            <Table caption={t("holders")} columns={[t("columns.who"), t("columns.share")]}>
              {determined.sanctionedHolders.shown.map((h) => (
                <tr key={h.key} className={ROW} data-owner={h.key}>
                  <td className={CELL}>
                    {h.name ?? <em>{partyName(h, { t: o, locale: ctx.locale })}</em>}
                    {h.regcode !== null && <span className="ml-1 font-mono text-xs">{h.regcode}</span>}
                  </td>
                  <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatShare(h.effective, ctx.locale)}</td>
                </tr>
              ))}
            </Table>
          )}
          <LeftOut count={determined.sanctionedHolders.more} say={(count) => t("more", { count })} words={words} />
        </SubSection>
      )}
    </Section>
  );
}
