import { getLocale, getTranslations } from "next-intl/server";
import { RecentLookups } from "@/components/search/recent-lookups";
import { SearchForm } from "@/components/search/search-form";
import { ShowcaseList } from "@/components/search/showcase-list";
import { PageTitle } from "@/components/ui/page-title";
import { allows, ANALYST_ACCESS, SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { isDemoMode } from "@/lib/platform/config/demo-mode";
import { pageQuery } from "@/lib/platform/http/page-query";
import { lookupDemoShowcase } from "@/lib/registry/client/registry";

type SearchParams = Record<string, string | string[] | undefined>;

/** Where signing in lands, so any account may open it; searching is offered to those who may look up. */
export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await pageViewer(SIGNED_IN_ACCESS);
  const [t, locale] = await Promise.all([getTranslations("search.home"), getLocale()]);
  if (!allows(ANALYST_ACCESS, viewer)) {
    return (
      <div className="space-y-2">
        <PageTitle>{t("title")}</PageTitle>
        <p>{t("notAnalyst")}</p>
      </div>
    );
  }
  const query = pageQuery(await searchParams);
  // Set by /search when it sent the form back (no JavaScript): show its problem straight away.
  const returned = query.has("error") || query.has("warning");
  // On the embedded demo registry, its listing names the showcase entities; a real registry has none.
  const showcase = isDemoMode() ? await lookupDemoShowcase() : [];
  const knownNames = Object.fromEntries(showcase.map(({ regcode, name }) => [regcode, name]));
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <PageTitle>{t("title")}</PageTitle>
        <p className="text-slate-700">{t("intro")}</p>
      </div>
      <SearchForm initialQuery={query.get("q") ?? ""} initialSubmitted={returned} knownNames={knownNames} />
      <RecentLookups />
      {showcase.length > 0 && (
        <ShowcaseList items={showcase.map(({ story, ...entity }) => ({ ...entity, story: story[locale] }))} />
      )}
    </div>
  );
}
