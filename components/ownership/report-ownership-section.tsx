import { Section } from "@/components/shared/section";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { sectionLabel } from "@/lib/registry/record/sections";
import { OwnershipBody } from "./ownership-body";
import { thresholdText } from "./ownership-words";

/** The determination a report prints, or why it has none (still resolving after the report's wait, or failed). */
export type ReportOwnership =
  | { state: "ready"; determination: OwnershipDetermination }
  | { state: "resolving"; recordsRead: number }
  | { state: "failed"; message: string };

/**
 * The report's "Ownership and control": the determination, how it was computed, and every record it read with
 * its whole SHA-256, so the paper can be checked against the stored retrievals.
 */
export function ReportOwnershipSection({ ownership, locale }: { ownership: ReportOwnership; locale: Locale }) {
  const t = translator(locale, "ownership");
  const words = { t, locale };
  const title = sectionLabel("ownership", locale);
  if (ownership.state !== "ready") {
    return (
      <Section id="ownership" title={title}>
        <p role="status">
          {ownership.state === "resolving"
            ? t("reportState.resolving", { recordsRead: ownership.recordsRead })
            : t("reportState.failed", { message: ownership.message })}
        </p>
      </Section>
    );
  }
  const { determination } = ownership;
  return (
    <Section id="ownership" title={title}>
      <OwnershipBody
        determination={determination}
        words={words}
        paper
        method={
          <div className="space-y-1" id="ownership-method">
            <h3 className="font-semibold">{t("method.heading")}</h3>
            <p className="text-sm">{t("method.text", { rule: thresholdText(determination.rule, words) })}</p>
          </div>
        }
      />
    </Section>
  );
}
