import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/api-reference/api-reference";
import type { ApiDocument } from "@/components/api-reference/openapi-shapes";
import { PageTitle } from "@/components/ui/page-title";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { openApiDocument } from "@/lib/edge/openapi/openapi-document";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("apiReference");
  return { title: t("title") };
}

/** The API's reference, rendered from the very description GET /api/openapi.json serves. */
export default async function ApiDocsPage() {
  await pageViewer(SIGNED_IN_ACCESS);
  const t = await getTranslations("apiReference");
  return (
    <div className="max-w-4xl space-y-4">
      <PageTitle>{t("title")}</PageTitle>
      <p className="text-slate-700">{t("intro")}</p>
      {/* The reference reads any OpenAPI 3.1 document through its own loose shapes, not the generator's types. */}
      <ApiReference document={openApiDocument() as ApiDocument} documentHref={apiPaths.apiDescription()} />
    </div>
  );
}
