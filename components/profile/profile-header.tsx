import { UtcTime } from "@/components/shared/utc-time";
import { ProfileActions } from "@/components/profile/profile-actions";
import { PageTitle } from "@/components/ui/page-title";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** The entity's name, where and when the data came from, and what can be done with it. */
export function ProfileHeader({
  result,
  snapshot,
  locale,
}: {
  result: LegalEntityResult;
  snapshot?: string;
  locale: Locale;
}) {
  const t = translator(locale, "profile.header");
  const { record } = result;
  return (
    // The entity's facts are the overview's, right below. On a phone the header stays short, so the overview starts
    // on the first screen: the hash on one line, the actions and downloads each one row that scrolls sideways.
    <header className="space-y-1.5 sm:space-y-2">
      <PageTitle>{record.legal_name}</PageTitle>
      <p className="text-xs text-slate-600">
        {t.rich("retrieved", {
          time: () => <UtcTime value={result.retrievedAt} />,
          path: () => <code>{result.path}</code>,
        })}{" "}
        <code className="inline-block max-w-full truncate align-bottom sm:inline sm:break-all sm:whitespace-normal">
          {result.sha256}
        </code>
      </p>
      <ProfileActions locale={locale} regcode={record.registration_number} sha256={result.sha256} snapshot={snapshot} />
    </header>
  );
}
