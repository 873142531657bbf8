import { UtcTime } from "@/components/shared/utc-time";
import { ProfileActions } from "@/components/profile/profile-actions";
import { PageTitle } from "@/components/ui/page-title";
import { fieldLabel } from "@/lib/registry/record/labels";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { CodeText } from "./code-text";
import { CopyButton } from "./copy-button";
import { DateText } from "./date-text";
import { StatusBadge } from "./status-badge";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** Who the entity is at a glance, and where and when the data came from. */
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
    // On a phone the header stays within about half the first screen, so the key findings start on it: smaller
    // facts, the hash on one line, the actions and downloads each one row that scrolls sideways.
    <header className="space-y-1.5 sm:space-y-2">
      <PageTitle>{record.legal_name}</PageTitle>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs sm:gap-x-4 sm:gap-y-2 sm:text-sm">
        <StatusBadge locale={locale} record={record} now={Date.parse(result.retrievedAt)} />
        <span>
          <CodeText locale={locale} code={record.type} />
        </span>
        <span className="flex items-center gap-2">
          <span className="text-slate-600">{fieldLabel("registration_number", locale)}</span>
          <span className="font-mono">{record.registration_number}</span>
          <CopyButton value={record.registration_number} label={t("copyRegistrationNumber")} />
        </span>
        {/* The register is in the identity section too; a phone leaves it there. */}
        {record.register !== "" && (
          <span className="hidden sm:inline">
            <span className="text-slate-600">{t("register")} </span>
            <CodeText locale={locale} code={record.register} />
          </span>
        )}
        <span>
          <span className="text-slate-600">{t("registered")} </span>
          <DateText locale={locale} value={record.registered_on} />
        </span>
        {record.removed_on && (
          <span>
            <span className="text-slate-600">{t("removed")} </span>
            <DateText locale={locale} value={record.removed_on} />
          </span>
        )}
      </div>
      {record.status_details !== "" && <p className="text-xs sm:text-sm">{record.status_details}</p>}
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
