import { useTranslations } from "next-intl";
import type { LastLook } from "@/lib/domain/changes/changed-since-last-look";
import { ChangedSinceNotice } from "./changed-since-notice";

/**
 * On the overview, what changed since the viewer last looked: the way to the changes when the register's
 * answer differs, else that it is the same as then, or that this is their first look.
 */
export function LastLookNote({
  regcode,
  lastLook,
  liveSha256,
}: {
  regcode: string;
  lastLook: LastLook;
  liveSha256: string;
}) {
  const t = useTranslations("profile.overview");
  if (lastLook.state === "changed")
    return <ChangedSinceNotice regcode={regcode} lastViewed={lastLook} liveSha256={liveSha256} />;
  if (lastLook.state === "first")
    return (
      <p className="text-slate-700" data-last-look="first">
        {t("firstLook")}
      </p>
    );
  const on = lastLook.viewedAt.toISOString();
  // Written as the changed notice writes it: UTC, the same in every language.
  const when = `${on.replace("T", " ").slice(0, 16)} UTC`;
  return (
    <p className="text-slate-700" data-last-look="same">
      {t.rich("sameAsLastLook", { when, time: (chunks) => <time dateTime={on}>{chunks}</time> })}
    </p>
  );
}
