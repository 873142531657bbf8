import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AppLink } from "@/components/shared/app-link";
import type {
  OwnerEffect,
  OwnershipEffect,
  RecordEffect,
  SanctionedPartyEffect,
} from "@/lib/domain/ownership-effect/ownership-effect";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import {
  effectPartyName,
  effectShare,
  recordLabel,
  shareChange,
  standingWords,
  verdictWords,
} from "@/lib/features/alerts/effect-summary";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import type { Locale } from "@/lib/platform/i18n/locales";

type Words = ReturnType<typeof useTranslations<"monitoring">>;

/**
 * What a change in the watched entity's structure did to it, in detail: each owner's share before → after with
 * the threshold and control, sanctions, mismatches, the risk level, and each record where it happened with
 * both stored retrievals and the changes between them, so the analyst can check every figure at its source.
 */
export function AlertEffect({ effect }: { effect: OwnershipEffect }) {
  const t = useTranslations("monitoring");
  const locale = useLocale() as Locale;
  const { sanctions, discrepancies, risk } = effect;
  const sanctionLines = [
    ...sanctions.parties.map((p) => <SanctionedParty key={p.key} party={p} t={t} locale={locale} />),
    ...(sanctions.majority
      ? [
          t("effect.sanctioned.majority", {
            after: sanctions.majority.after === "cannot-exclude" ? "cannotExclude" : sanctions.majority.after,
            change: sanctions.aggregate
              ? shareChange(sanctions.aggregate.before, sanctions.aggregate.after, locale)
              : "",
          }),
        ]
      : sanctions.aggregate
        ? [
            t("effect.sanctioned.aggregate", {
              change: shareChange(sanctions.aggregate.before, sanctions.aggregate.after, locale),
            }),
          ]
        : []),
    ...(sanctions.verdict?.after === "yes"
      ? [t("effect.sanctioned.restricted")]
      : sanctions.verdict
        ? [
            t("effect.sanctioned.verdict", {
              change: t("effect.change", {
                before: verdictWords(sanctions.verdict.before, locale),
                after: verdictWords(sanctions.verdict.after, locale),
              }),
            }),
          ]
        : []),
  ];
  const mismatchLines = [
    ...discrepancies.added.map((d) => t("effect.detail.mismatchAdded", { name: d.name ?? t("effect.withheld") })),
    ...discrepancies.resolved.map((d) => t("effect.detail.mismatchResolved", { name: d.name ?? t("effect.withheld") })),
  ];
  const riskMoved =
    risk !== null && (risk.before.level !== risk.after.level || risk.before.points !== risk.after.points);
  return (
    <section aria-label={t("effect.detail.label")} className="space-y-3 text-sm">
      {effect.isEmpty && <p>{t("effect.none")}</p>}
      {effect.owners.length > 0 && (
        <Part title={t("effect.detail.owners")}>
          {effect.owners.map((owner) => (
            <Owner key={owner.key} owner={owner} effect={effect} t={t} locale={locale} />
          ))}
        </Part>
      )}
      {sanctionLines.length > 0 && (
        <Part title={t("effect.detail.sanctions")}>
          {sanctionLines.map((line, i) => (typeof line === "string" ? <li key={i}>{line}</li> : line))}
        </Part>
      )}
      {mismatchLines.length > 0 && (
        <Part title={t("effect.detail.mismatches")}>
          {mismatchLines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </Part>
      )}
      {riskMoved && (
        <Part title={t("effect.detail.risk")}>
          <li>
            {t("effect.change", {
              before: t("effect.detail.riskSide", {
                level: t(`effect.level.${risk.before.level}`),
                points: risk.before.points,
              }),
              after: t("effect.detail.riskSide", {
                level: t(`effect.level.${risk.after.level}`),
                points: risk.after.points,
              }),
            })}
          </li>
        </Part>
      )}
      {effect.records.length > 0 && (
        <Part title={t("effect.detail.records")}>
          {effect.records.map((record) => (
            <EffectRecord key={record.regcode} record={record} t={t} locale={locale} />
          ))}
        </Part>
      )}
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5">{children}</ul>
    </div>
  );
}

function Owner({
  owner,
  effect,
  t,
  locale,
}: {
  owner: OwnerEffect;
  effect: OwnershipEffect;
  t: Words;
  locale: Locale;
}) {
  const moved = [
    ...(owner.beneficialOwner === "added" || owner.beneficialOwner === "removed"
      ? [t(`effect.detail.beneficialOwner.${owner.beneficialOwner}`)]
      : []),
    ...(owner.beneficialOwner === "changed" && owner.before && owner.after
      ? [
          t("effect.detail.beneficialOwner.changed", {
            change: t("effect.change", {
              before: verdictWords(owner.before.verdict, locale),
              after: verdictWords(owner.after.verdict, locale),
            }),
          }),
        ]
      : []),
    ...(owner.crossing
      ? [
          t("effect.detail.crossing", {
            change: t("effect.change", {
              before: standingWords(owner.crossing.before, effect.rule, locale),
              after: standingWords(owner.crossing.after, effect.rule, locale),
            }),
          }),
        ]
      : []),
    ...(owner.control ? [t(`effect.control.${owner.control}`)] : []),
    ...(owner.after?.sanctioned || (owner.after === null && owner.before?.sanctioned)
      ? [t("effect.detail.sanctioned")]
      : []),
  ];
  return (
    <li>
      <span className="font-medium">{effectPartyName(owner, locale)}</span>:{" "}
      {shareChange(owner.before?.effective ?? null, owner.after?.effective ?? null, locale)}
      {moved.length > 0 && <> · {moved.join(" · ")}</>}
    </li>
  );
}

function SanctionedParty({ party, t, locale }: { party: SanctionedPartyEffect; t: Words; locale: Locale }) {
  const kind =
    party.before === null
      ? "added"
      : party.after === null
        ? "removed"
        : party.after.ownerOrController
          ? "ownerGained"
          : "ownerLost";
  return (
    <li>
      <span className="font-medium">{effectPartyName(party, locale)}</span> (
      {effectShare((party.after ?? party.before)!.effective, locale)}): {t(`effect.detail.sanctionedParty.${kind}`)}
    </li>
  );
}

function EffectRecord({ record, t, locale }: { record: RecordEffect; t: Words; locale: Locale }) {
  const { regcode, before, after } = record;
  const side = (key: "before" | "after", retrieval: RecordEffect["before"]) =>
    retrieval
      ? t.rich(`effect.detail.${key}`, {
          at: formatUtcTime(retrieval.retrievedAt),
          link: (chunks) => <AppLink href={pagePaths.entity(regcode, retrieval.sha256)}>{chunks}</AppLink>,
        })
      : t(key === "before" ? "effect.detail.notBefore" : "effect.detail.notAfter");
  return (
    <li>
      <span className="font-medium">{recordLabel(record, locale)}</span>,{" "}
      {t("effect.detail.depth", { depth: record.depth })}
      <ul className="pl-4">
        <li>{side("before", before)}</li>
        <li>{side("after", after)}</li>
        {before && after && (
          <li>
            <AppLink href={pagePaths.changes(regcode, before.sha256, after.sha256)}>
              {t("effect.detail.seeChanges")}
            </AppLink>
          </li>
        )}
      </ul>
    </li>
  );
}
