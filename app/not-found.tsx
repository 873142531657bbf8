import { AppLink } from "@/components/shared/app-link";
import { PageTitle } from "@/components/ui/page-title";
import { useTranslations } from "next-intl";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** An address no page answers (and notFound() outside an entity's pages), in the viewer's language. */
export default function NotFound() {
  const t = useTranslations("errors");
  return (
    <div className="space-y-3">
      <PageTitle>{t("notFound.title")}</PageTitle>
      <p>{t("notFound.text")}</p>
      <p>
        <AppLink href={pagePaths.home()}>{t("toSearch")}</AppLink>
      </p>
    </div>
  );
}
