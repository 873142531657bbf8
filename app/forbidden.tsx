import { AppLink } from "@/components/shared/app-link";
import { PageTitle } from "@/components/ui/page-title";
import { useTranslations } from "next-intl";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** A page the account's roles do not open (pageViewer's forbidden()), answered 403 in the viewer's language. */
export default function Forbidden() {
  const t = useTranslations("errors");
  return (
    <div className="space-y-3">
      <PageTitle>{t("forbidden.title")}</PageTitle>
      <p>{t("forbidden.text")}</p>
      <p>
        <AppLink href={pagePaths.home()}>{t("toSearch")}</AppLink>
      </p>
    </div>
  );
}
