import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { PurposeForm } from "@/components/access/purpose-form";
import { SnapshotBanner } from "@/components/evidence/snapshot-banner";
import { SnapshotNotFound } from "@/components/evidence/snapshot-not-found";
import { RelationshipGraphSection } from "@/components/graph/relationship-graph-section";
import { EntityLoadError } from "@/components/profile/entity-load-error";
import { ProfileView } from "@/components/profile/profile-view";
import { QueryProvider } from "@/components/shared/query-provider";
import { TimelineSection } from "@/components/timeline/timeline-section";
import { PURPOSE_REASON } from "@/lib/domain/access/gate-record";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { formatDate } from "@/lib/platform/format/format-date";
import { pageQuery } from "@/lib/platform/http/page-query";
import { loadEntity, loadEntityOutcome, loadIdentity } from "@/app/entities/[regcode]/load-entity";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";

/** Rows per list on screen, as on the live profile. */
const SCREEN_LIMIT = 100;

interface PageProps {
  params: Promise<{ regcode: string; sha256: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { regcode, sha256 } = await params;
  const [result, t, locale] = await Promise.all([
    loadEntity(regcode, "profile", sha256).catch(() => null),
    getTranslations("report.metadata"),
    getLocale(),
  ]);
  if (!result) return { title: t("snapshotFallbackTitle", { regcode }) };
  const day = formatDate(result.retrievedAt, locale);
  return { title: t("snapshotTitle", { name: result.record.legal_name, regcode, day }) };
}

/**
 * One retrieval of an entity as the registry sent it: the profile, graph and history rendered from
 * the stored bytes through the live page's parse, gate and components, under a banner saying so.
 */
export default async function SnapshotPage({ params, searchParams }: PageProps) {
  const viewer = await pageViewer(ANALYST_ACCESS);
  const locale = await getLocale();
  const [{ regcode, sha256 }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  const [outcome, identity] = await Promise.all([loadEntityOutcome(regcode, "profile", sha256), loadIdentity()]);
  if ("error" in outcome) {
    const { error } = outcome;
    if (error.code === "bad_request" || error.code === "not_found")
      return <SnapshotNotFound locale={locale} regcode={regcode} error={error} />;
    return (
      <EntityLoadError locale={locale} error={error} regcode={regcode} retryHref={pagePaths.entity(regcode, sha256)} />
    );
  }
  const { result } = outcome;
  const printing = query.getAll("print").includes("1");
  return (
    <>
      <SnapshotBanner locale={locale} regcode={regcode} retrievedAt={result.retrievedAt} />
      {result.redaction === PURPOSE_REASON && <PurposeForm regcode={regcode} />}
      {/* The sections' client parts (graph, history, raw data) share one query cache. */}
      <QueryProvider>
        <ProfileView
          locale={locale}
          result={result}
          identity={identity}
          limit={printing ? undefined : SCREEN_LIMIT}
          query={query}
          snapshot={sha256}
          views={{
            graph: (
              <RelationshipGraphSection
                result={result}
                query={query}
                snapshot={sha256}
                locale={locale}
                viewer={viewer.userId}
              />
            ),
            timeline: <TimelineSection locale={locale} record={result.record} query={query} snapshot={sha256} />,
          }}
        />
      </QueryProvider>
    </>
  );
}
