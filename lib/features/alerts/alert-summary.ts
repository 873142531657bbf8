import { z } from "zod";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { codeLabel } from "@/lib/registry/record/labels";
import { SECTIONS, sectionLabel, type SectionAnchor } from "@/lib/registry/record/sections";
import { effectSummary, parseStoredEffect } from "./effect-summary";

/**
 * What a check found changed, in no language: an alert keeps it and each reader gets it worded in
 * their own (the alerts page, each user's digest, the webhook in English). Reasons and section
 * names only, never a person's details, as everyone who may see the alert reads it.
 */
export interface AlertFindings {
  sanctionsAdded: boolean;
  /** The status the entity moved to (the register's code), when it is a grave one. */
  statusTo: string | null;
  majorityOwnerChanged: boolean;
  /** How many changes each profile section has, in the order first met. */
  sections: Array<{ section: string; count: number }>;
}

const findingsSchema = z.object({
  sanctionsAdded: z.boolean(),
  statusTo: z.string().nullable(),
  majorityOwnerChanged: z.boolean(),
  sections: z.array(z.object({ section: z.string(), count: z.number().int() })),
});

const isSectionAnchor = (value: string): value is SectionAnchor => SECTIONS.some((s) => s.anchor === value);

/** What a check found, in words of a language: "Significant: a 50% or larger owner changed. Changed: Officers (1)." */
export function alertSummary(findings: AlertFindings, locale: Locale): string {
  const t = translator(locale, "monitoring");
  const reasons = [
    ...(findings.sanctionsAdded ? [t("summary.sanctionsAdded")] : []),
    ...(findings.statusTo !== null
      ? [t("summary.statusChanged", { status: codeLabel(findings.statusTo, locale), code: findings.statusTo })]
      : []),
    ...(findings.majorityOwnerChanged ? [t("summary.majorityOwnerChanged")] : []),
  ];
  const sections =
    findings.sections
      .map(({ section, count }) =>
        t("summary.sectionCount", {
          section: isSectionAnchor(section) ? sectionLabel(section, locale) : section,
          count,
        }),
      )
      .join(", ") || t("summary.outsideSections");
  return reasons.length > 0
    ? t("summary.withReasons", { reasons: reasons.join("; "), sections })
    : t("summary.withoutReasons", { sections });
}

/**
 * A kept alert in words of a language; one raised before its findings were kept has only its English summary.
 * A kept effect on the watched entity comes first: it is what the change means for the entity watched, the
 * findings what changed in the record. An effect of another shape is left out, never guessed at.
 */
export function storedAlertSummary(
  alert: { summary: string; findings: unknown; effect?: unknown },
  locale: Locale,
): string {
  const findings = findingsSchema.safeParse(alert.findings);
  const found = findings.success ? alertSummary(findings.data, locale) : alert.summary;
  const effect = parseStoredEffect(alert.effect);
  return effect && !effect.isEmpty ? `${effectSummary(effect, locale)} ${found}` : found;
}
