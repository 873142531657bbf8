import { Section } from "@/components/shared/section";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { sectionLabel } from "@/lib/registry/record/sections";
import { OwnershipBody } from "./ownership-body";
import { thresholdText } from "./ownership-words";

/**
 * The report's "Ownership and control": the determination, how it was computed, and every record it read with
 * its whole SHA-256, so the paper can be checked against the stored retrievals.
 */
export function ReportOwnershipSection({
  determination,
  locale,
}: {
  determination: OwnershipDetermination;
  locale: Locale;
}) {
  const t = translator(locale, "ownership");
  const words = { t, locale };
  return (
    <Section id="ownership" title={sectionLabel("ownership", locale)}>
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
