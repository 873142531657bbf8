import { AppLink } from "@/components/shared/app-link";
import { useTranslations } from "next-intl";

/** An address no page answers (and notFound() outside an entity's pages), in the viewer's language. */
export default function NotFound() {
  const t = useTranslations("errors");
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p>
        <AppLink href="/">{t("toSearch")}</AppLink>
      </p>
    </div>
  );
}
