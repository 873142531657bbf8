import { RecentLookups } from "@/components/search/recent-lookups";
import { SearchForm } from "@/components/search/search-form";
import { ShowcaseList } from "@/components/search/showcase-list";
import { isDemoMode } from "@/lib/demo-mode";
import { demoShowcase } from "@/lib/demo-registry/dataset";
import { pageQuery } from "@/lib/http/page-query";

type SearchParams = Record<string, string | string[] | undefined>;

export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = pageQuery(await searchParams);
  // Set by /search when it sent the form back (no JavaScript): show its problem straight away.
  const returned = query.has("error") || query.has("warning");
  const demo = isDemoMode();
  const knownNames = demo ? Object.fromEntries(demoShowcase.map(({ regcode, name }) => [regcode, name])) : {};
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Look up a legal entity</h1>
        <p className="text-slate-700">
          Enter a Latvian registration number to see the entity&apos;s full register record: officers, owners, sanctions
          and history.
        </p>
      </div>
      <SearchForm initialQuery={query.get("q") ?? ""} initialSubmitted={returned} knownNames={knownNames} />
      <RecentLookups />
      {demo && <ShowcaseList items={demoShowcase} />}
    </div>
  );
}
