import { Section } from "@/components/shared/section";
import type { Locale } from "@/lib/platform/i18n/locales";
import { sectionLabel } from "@/lib/registry/record/sections";
import { OwnershipPanel } from "./ownership-panel";

/** The profile's "Ownership and control": its heading from the server, the determination fetched in the browser. */
export function OwnershipSection({ regcode, locale }: { regcode: string; locale: Locale }) {
  return (
    <Section id="ownership" title={sectionLabel("ownership", locale)}>
      <OwnershipPanel regcode={regcode} />
    </Section>
  );
}
