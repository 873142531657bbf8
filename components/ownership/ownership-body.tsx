import { SubSection } from "@/components/shared/section";
import { TableHead } from "@/components/shared/table-head";
import { SHORT_SHA256 } from "@/lib/domain/evidence/short-sha256";
import type {
  Owner,
  OwnershipDetermination,
  OwnershipRule,
  PathHop,
  RecordUsed,
} from "@/lib/domain/ownership/ownership-types";
import { formatShare } from "@/lib/domain/ownership/share-range";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import {
  chainParts,
  complexText,
  declaredText,
  discrepancyText,
  discrepancyTone,
  mayHideOwner,
  officialsWhy,
  type OwnershipWords,
  ownersByVerdict,
  partyName,
  reasonWords,
  recordsByRegcode,
  routeText,
  ruleText,
} from "./ownership-words";

type Records = ReadonlyMap<string, RecordUsed>;

const TABLE = "w-full border-collapse text-left text-sm";
const HEAD_ROW = "border-b border-slate-300 bg-slate-100";
const HEAD_CELL = "px-2 py-1.5 font-semibold";
const CELL = "px-2 py-1.5 align-top";
/** A column a narrow window has no room for: hidden there, its value said in the row's first cell (NarrowLine). */
const WIDE = "max-sm:hidden";
const TONE = {
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  info: "border-slate-300 bg-white text-slate-900",
};

/**
 * An ownership determination in full: the rule and whether it is complete, the beneficial owners with their
 * paths, how it compares with the register, where chains stop, sanctions through ownership, the structure and
 * the records read. No hooks: the panel shows it on the profile, the report on paper (`paper`: every part
 * unfolded and every hash whole).
 */
export function OwnershipBody({
  determination,
  words,
  paper = false,
  method,
}: {
  determination: OwnershipDetermination;
  words: OwnershipWords;
  paper?: boolean;
  /** How the determination was made, said right after its summary (the report's paragraph). */
  method?: React.ReactNode;
}) {
  const { t } = words;
  const { rule, sanctions } = determination;
  const records = recordsByRegcode(determination.records);
  const { beneficial, others } = ownersByVerdict(determination.owners);
  const share = (range: { min: number; max: number }) => formatShare(range, words.locale);
  return (
    <div className="space-y-5">
      <Summary determination={determination} words={words} />
      {method}
      {sanctions.restricted && (
        <p role="alert" className="rounded border-2 border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-900">
          {t("sanctions.restricted", { share: share(sanctions.aggregate) })}
        </p>
      )}

      <SubSection id="ownership-owners" title={t("owners.heading")}>
        {beneficial.length === 0 ? (
          <p className="text-sm text-slate-600">{t("owners.none")}</p>
        ) : (
          <>
            <OwnersTable
              owners={shownBeneficial(beneficial)}
              caption={t("owners.caption")}
              rule={rule}
              records={records}
              words={words}
            />
            <LeftOut
              entries={beneficial.slice(shownBeneficial(beneficial).length)}
              words={words}
              say={(values) => t("owners.cannotExcludeMore", values)}
            />
          </>
        )}
        {others.length > 0 &&
          (paper ? (
            <div className="space-y-2">
              <h4 className="text-sm font-semibold">{t("owners.others", { count: others.length })}</h4>
              <OthersTable owners={others} rule={rule} records={records} words={words} />
            </div>
          ) : (
            <details className="rounded border border-slate-200 bg-white">
              <summary className="cursor-pointer px-2 py-1 text-sm font-medium">
                {t("owners.others", { count: others.length })}
              </summary>
              <OthersTable owners={others} rule={rule} records={records} words={words} />
            </details>
          ))}
      </SubSection>

      <SubSection id="ownership-register" title={t("discrepancies.heading")}>
        {determination.discrepancies.length === 0 ? (
          <p className="text-sm text-slate-600">{t("discrepancies.none")}</p>
        ) : (
          <ul className="space-y-2">
            {determination.discrepancies.map((d, i) => (
              <li
                key={`${d.kind}-${i}`}
                className={`rounded border px-3 py-2 text-sm ${TONE[discrepancyTone(d.kind)]}`}
                data-discrepancy={d.kind}
              >
                {discrepancyText(d, words)}
                {/* The determination words its detail in English (the API's language); the sentence above says it in Latvian. */}
                {d.detail !== "" && words.locale === "en" && (
                  <span className="block text-xs">{t("discrepancies.detail", { detail: d.detail })}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </SubSection>

      {determination.seniorManagingOfficials.length > 0 && (
        <SubSection id="ownership-officials" title={t("officials.heading")}>
          <p className="text-sm">{officialsWhy(determination, words)}</p>
          <div className="overflow-x-auto">
            <table className={TABLE}>
              <TableHead
                caption={t("officials.caption")}
                columns={[{ label: t("officials.columns.name") }, { label: t("officials.columns.position") }]}
                rowClassName={HEAD_ROW}
                cellClassName={HEAD_CELL}
              />
              <tbody>
                {determination.seniorManagingOfficials.map((official, i) => (
                  <tr key={i} className="border-b border-slate-200">
                    <td className={CELL}>
                      <Name party={official} words={words} />
                    </td>
                    <td className={CELL}>{official.position ?? t("officials.noPosition")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </SubSection>
      )}

      <SubSection id="ownership-unresolved" title={t("unresolved.heading")}>
        {determination.unresolved.length === 0 ? (
          <p className="text-sm text-slate-600">{t("unresolved.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={TABLE}>
              <TableHead
                caption={t("unresolved.caption")}
                columns={[
                  { label: t("unresolved.columns.party") },
                  { label: t("unresolved.columns.reason"), className: WIDE },
                  { label: t("unresolved.columns.share") },
                  { label: t("unresolved.columns.qualify"), className: WIDE },
                ]}
                rowClassName={HEAD_ROW}
                cellClassName={HEAD_CELL}
              />
              <tbody>
                {determination.unresolved.slice(0, ROWS_SHOWN).map((stop, i) => {
                  const reason = reasonWords(stop.reason, words);
                  const qualify = mayHideOwner(stop, rule) ? (
                    <strong className="text-amber-900">{t("unresolved.couldQualify")}</strong>
                  ) : (
                    t("unresolved.cannotQualify")
                  );
                  return (
                    <tr key={`${stop.regcode ?? stop.name ?? ""}-${i}`} className="border-b border-slate-200">
                      <td className={`${CELL} break-words`}>
                        <Name party={{ name: stop.name, withheld: stop.reason === "withheld" }} words={words} />
                        {stop.regcode !== null && (
                          <span className="block font-mono text-xs">
                            {stop.reason === "not-found" ? (
                              stop.regcode
                            ) : (
                              <a href={pagePaths.entity(stop.regcode)}>{stop.regcode}</a>
                            )}
                          </span>
                        )}
                        <NarrowLine label={t("unresolved.columns.reason")}>
                          {reason.label}. {reason.why}
                        </NarrowLine>
                        {/* Its value answers the column's question in words of its own. */}
                        <NarrowLine>{qualify}</NarrowLine>
                      </td>
                      <td className={`${CELL} ${WIDE}`}>
                        <span className="font-medium">{reason.label}</span>
                        <span className="block text-xs text-slate-700">{reason.why}</span>
                      </td>
                      <td className={`${CELL} whitespace-nowrap tabular-nums`}>{share(stop.effective)}</td>
                      <td className={`${CELL} ${WIDE}`}>{qualify}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <LeftOut
              entries={determination.unresolved.slice(ROWS_SHOWN)}
              words={words}
              say={(values) => t("unresolved.more", values)}
            />
          </div>
        )}
      </SubSection>

      <SubSection id="ownership-sanctions" title={t("sanctions.heading")}>
        {sanctions.holders.length === 0 ? (
          <p className="text-sm text-slate-600">{t("sanctions.none")}</p>
        ) : (
          <>
            {!sanctions.restricted && (
              <p className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
                {sanctions.verdict === "cannot-exclude"
                  ? t("sanctions.cannotExclude", { share: share(sanctions.aggregate) })
                  : t("sanctions.notRestricted", { share: share(sanctions.aggregate) })}
              </p>
            )}
            <OwnersTable
              owners={sanctions.holders}
              caption={t("sanctions.caption")}
              rule={rule}
              records={records}
              words={words}
              register={false}
            />
          </>
        )}
      </SubSection>

      <SubSection id="ownership-structure" title={t("complex.heading")}>
        <p
          className={`text-sm ${determination.complexStructure.complex ? "font-semibold text-amber-950" : ""}`}
          data-complex={determination.complexStructure.complex}
        >
          {complexText(determination.complexStructure, words)}
        </p>
        {determination.loopShare.max > 0 && (
          <p className="text-sm">{t("complex.loop", { share: share(determination.loopShare) })}</p>
        )}
      </SubSection>

      {paper ? (
        <SubSection id="ownership-records" title={t("records.heading")}>
          <RecordsTable records={determination.records} words={words} paper />
        </SubSection>
      ) : (
        <details id="ownership-records" className="scroll-mt-4 rounded border border-slate-200 bg-white">
          <summary className="cursor-pointer px-2 py-1 text-sm font-medium">
            {t("records.summary", { count: determination.records.length })}
          </summary>
          <RecordsTable records={determination.records} words={words} paper={false} />
        </details>
      )}
    </div>
  );
}

function Summary({ determination, words }: { determination: OwnershipDetermination; words: OwnershipWords }) {
  const { t } = words;
  return (
    <div className="space-y-1 text-sm">
      <p className="text-slate-700">
        {t("summary.determined", {
          name: determination.name ?? determination.regcode,
          time: formatUtcTime(determination.determinedAt),
        })}
      </p>
      <p className="font-medium" data-rule="">
        {ruleText(determination, words)}
      </p>
      {determination.complete ? (
        <p data-complete="true">{t("summary.complete")}</p>
      ) : (
        <p data-complete="false" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          {t("summary.incomplete")}
        </p>
      )}
    </div>
  );
}

/** A party's name, in italics where it stands in for one (withheld details, none in the record). */
function Name({ party, words }: { party: { name: string | null; withheld?: boolean }; words: OwnershipWords }) {
  const text = partyName(party, words);
  return party.name === null ? <em>{text}</em> : <span className="font-medium">{text}</span>;
}

/** A hidden column's value, said in the row's first cell in a narrow window only; `label` where it needs one. */
function NarrowLine({ label, children }: { label?: string; children: React.ReactNode }) {
  return (
    <span className="block text-xs sm:hidden">
      {label !== undefined && <span className="text-slate-600">{label}: </span>}
      {children}
    </span>
  );
}

function Badge({ tone, children }: { tone: "red" | "amber" | "slate"; children: React.ReactNode }) {
  // Outlined, so a badge still reads on paper printed without background colours.
  const look = {
    red: "border-red-700 bg-red-50 text-red-900",
    amber: "border-amber-400 bg-amber-50 text-amber-950",
    slate: "border-slate-300 bg-slate-100 text-slate-900",
  }[tone];
  return <span className={`rounded border px-1.5 text-xs font-semibold whitespace-nowrap ${look}`}>{children}</span>;
}

/** Owners with their share, route and declaration, each followed by a full-width line of their paths. */
function OwnersTable({
  owners,
  caption,
  rule,
  records,
  words,
  register = true,
}: {
  owners: readonly Owner[];
  caption: string;
  rule: OwnershipRule;
  records: Records;
  words: OwnershipWords;
  /** Whether to show if the register declares them (not for sanctioned holders). */
  register?: boolean;
}) {
  const { t } = words;
  const columns = [
    { label: t("owners.columns.owner") },
    { label: t("owners.columns.share") },
    { label: t("owners.columns.route"), className: WIDE },
    ...(register ? [{ label: t("owners.columns.register"), className: WIDE }] : []),
  ];
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        <TableHead caption={caption} columns={columns} rowClassName={HEAD_ROW} cellClassName={HEAD_CELL} />
        {owners.map((owner) => (
          // One tbody per owner keeps the owner and their paths together on one printed page.
          <tbody key={owner.key} className="break-inside-avoid border-b border-slate-200" data-owner={owner.key}>
            <tr>
              <td className={`${CELL} break-words`}>
                <OwnerCell owner={owner} words={words} />
                <NarrowLine label={t("owners.columns.route")}>{routeText(owner, rule, words)}</NarrowLine>
                {register && (
                  <NarrowLine label={t("owners.columns.register")}>{declaredText(owner.declared, words)}</NarrowLine>
                )}
              </td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatShare(owner.effective, words.locale)}</td>
              <td className={`${CELL} ${WIDE}`}>{routeText(owner, rule, words)}</td>
              {register && <td className={`${CELL} ${WIDE}`}>{declaredText(owner.declared, words)}</td>}
            </tr>
            {(owner.paths.length > 0 || owner.control) && (
              <tr>
                <td colSpan={columns.length} className="px-2 pb-2 text-xs">
                  <Paths owner={owner} records={records} words={words} />
                </td>
              </tr>
            )}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/**
 * Those below the threshold, largest first, at most ROWS_SHOWN of them: an entity with thousands of members
 * would otherwise print a thousand pages of holders who do not qualify. The rest are counted, with the most
 * any of them holds; the JSON and BODS answers list them all.
 */
const ROWS_SHOWN = 50;

/**
 * Paths shown for one owner, the first few determined: a structure where owners are shared
 * between many paths printed thousands of chains (the JSON and BODS answers keep every path determined).
 */
const PATHS_SHOWN = 5;
const morePaths = (owner: Owner) => Math.max(0, owner.paths.length - PATHS_SHOWN) + (owner.morePaths ?? 0);

/**
 * Everyone who qualifies, and of those who cannot be excluded the first ROWS_SHOWN: with persons withheld, each
 * withheld holder of a large structure may be one person seen in several records, so thousands can be "cannot
 * be excluded" at a hundredth of a percent each.
 */
function shownBeneficial(beneficial: readonly Owner[]): readonly Owner[] {
  const qualifying = beneficial.filter((o) => o.beneficialOwner === "yes").length;
  return beneficial.slice(0, qualifying + ROWS_SHOWN);
}

/** The entries past ROWS_SHOWN of a long list, counted with their total and the most any one holds. */
function LeftOut({
  entries,
  words,
  say,
}: {
  entries: readonly { effective: { min: number; max: number } }[];
  words: OwnershipWords;
  /** The sentence, from the count, the most any one holds and their total. */
  say: (values: { count: number; share: string; total: string }) => string;
}) {
  if (entries.length === 0) return null;
  const largest = entries.reduce((most, e) => Math.max(most, e.effective.max), 0);
  const total = entries.reduce((sum, e) => sum + e.effective.max, 0);
  const exact = (value: number) => formatShare({ min: value, max: value }, words.locale);
  return (
    <p className="px-2 py-1 text-sm text-slate-700" data-left-out={entries.length}>
      {say({ count: entries.length, share: exact(largest), total: exact(Math.min(total, 100)) })}
    </p>
  );
}

function OthersTable(props: {
  owners: readonly Owner[];
  rule: OwnershipRule;
  records: Records;
  words: OwnershipWords;
}) {
  const { owners, words } = props;
  return (
    <>
      <OwnersTable {...props} owners={owners.slice(0, ROWS_SHOWN)} caption={words.t("owners.othersCaption")} />
      <LeftOut
        entries={owners.slice(ROWS_SHOWN)}
        words={words}
        say={(values) => words.t("owners.othersMore", values)}
      />
    </>
  );
}

function OwnerCell({ owner, words }: { owner: Owner; words: OwnershipWords }) {
  const { t } = words;
  return (
    <>
      <Name party={owner} words={words} />
      {owner.regcode !== null && <span className="ml-1 font-mono text-xs">{owner.regcode}</span>}
      <span className="mt-0.5 flex flex-wrap gap-1">
        {owner.sanctioned && <Badge tone="red">{t("owners.sanctioned")}</Badge>}
        {owner.beneficialOwner === "cannot-exclude" && <Badge tone="amber">{t("owners.cannotExclude")}</Badge>}
        {owner.jointly && <Badge tone="slate">{t("owners.jointly")}</Badge>}
        {owner.withheld && owner.name !== null && <Badge tone="slate">{t("owners.withheld")}</Badge>}
      </span>
      {owner.reason && (
        <span className="block text-xs text-slate-700">
          {t("owners.stops", { reason: reasonWords(owner.reason, words).label })}
        </span>
      )}
    </>
  );
}

function Paths({ owner, records, words }: { owner: Owner; records: Records; words: OwnershipWords }) {
  const { t } = words;
  return (
    <div className="space-y-0.5">
      {owner.paths.length > 0 && (
        <>
          <span className="sr-only">{t("owners.paths")}</span>
          <ul className="space-y-0.5">
            {owner.paths.slice(0, PATHS_SHOWN).map((path, i) => (
              <li key={i}>
                <Chain path={path} records={records} words={words} />
              </li>
            ))}
            {morePaths(owner) > 0 && (
              <li className="text-slate-600">{t("owners.morePaths", { count: morePaths(owner) })}</li>
            )}
          </ul>
        </>
      )}
      {owner.control && (
        <p>
          <span className="font-medium">{t("owners.controlThrough")}:</span>{" "}
          <Chain path={owner.control.via} records={records} words={words} />
        </p>
      )}
    </div>
  );
}

/** "Person → 60% → SIA A → 50% → this entity", each entity read linking to its stored retrieval. */
export function Chain({ path, records, words }: { path: readonly PathHop[]; records: Records; words: OwnershipWords }) {
  const parts = chainParts(path, records, words);
  return (
    <span className="break-words" data-chain="">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && " → "}
          {part.kind === "share" ? (
            <span className="text-slate-700 tabular-nums">{part.text}</span>
          ) : part.href ? (
            // On paper the address is not printed after each hop: the records table names every retrieval's SHA-256.
            <a href={part.href} title={part.title} className="underline" data-href-shown="">
              {part.text}
            </a>
          ) : (
            <span>{part.text}</span>
          )}
        </span>
      ))}
    </span>
  );
}

function RecordsTable({
  records,
  words,
  paper,
}: {
  records: readonly RecordUsed[];
  words: OwnershipWords;
  /** Every hash whole, as evidence on paper must be; on screen a short one, whole on hover. */
  paper: boolean;
}) {
  const { t } = words;
  const sorted = [...records].sort((a, b) => a.depth - b.depth || a.regcode.localeCompare(b.regcode));
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        <TableHead
          caption={t("records.caption")}
          columns={[
            { label: t("records.columns.number") },
            { label: t("records.columns.name"), className: WIDE },
            { label: t("records.columns.layer"), className: WIDE },
            { label: t("records.columns.retrieved") },
            { label: "SHA-256", className: WIDE },
          ]}
          rowClassName={HEAD_ROW}
          cellClassName={HEAD_CELL}
        />
        <tbody>
          {sorted.map((record) => {
            const name = <Name party={{ name: record.name }} words={words} />;
            const hash = paper ? (
              <code className="break-all">{record.sha256}</code>
            ) : (
              <abbr title={record.sha256} className="no-underline">
                {record.sha256.slice(0, SHORT_SHA256)}…
              </abbr>
            );
            return (
              <tr key={record.regcode} className="border-b border-slate-200" data-record={record.regcode}>
                <td className={CELL}>
                  <a
                    href={pagePaths.entity(record.regcode, record.sha256)}
                    // The row prints the retrieval's whole SHA-256: its address adds nothing on paper.
                    data-href-shown=""
                    title={t("records.open", { regcode: record.regcode })}
                    className="font-mono"
                  >
                    {record.regcode}
                  </a>
                  <NarrowLine label={t("records.columns.name")}>{name}</NarrowLine>
                  <NarrowLine label={t("records.columns.layer")}>{record.depth}</NarrowLine>
                  <NarrowLine label="SHA-256">
                    <span className="font-mono">{hash}</span>
                  </NarrowLine>
                </td>
                <td className={`${CELL} ${WIDE} break-words`}>{name}</td>
                <td className={`${CELL} ${WIDE} tabular-nums`}>{record.depth}</td>
                <td className={CELL}>
                  <time dateTime={record.retrievedAt}>{formatUtcTime(record.retrievedAt)}</time>
                </td>
                <td className={`${CELL} ${WIDE} font-mono`}>{hash}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
