import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { PurposeForm } from "@/components/access/purpose-form";
import { LastLookNote } from "@/components/changes/last-look-note";
import { EntityAuditSection } from "@/components/audit/entity-audit-section";
import { RetrievalsSection } from "@/components/evidence/retrievals-section";
import { RelationshipGraphSection } from "@/components/graph/relationship-graph-section";
import { OwnershipKeyFindings } from "@/components/ownership/ownership-key-findings";
import { OverviewDeterminedOwners } from "@/components/ownership/overview-determined-owners";
import { OwnershipSection } from "@/components/ownership/ownership-section";
import { EntityLoadError } from "@/components/profile/entity-load-error";
import { ProfileView } from "@/components/profile/profile-view";
import { QueryProvider } from "@/components/shared/query-provider";
import { TimelineSection } from "@/components/timeline/timeline-section";
import { PURPOSE_REASON } from "@/lib/domain/access/gate-record";
import { canReadAudit } from "@/lib/domain/audit/audit-readers";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { changedSinceLastLook } from "@/lib/domain/changes/changed-since-last-look";
import { pageQuery } from "@/lib/platform/http/page-query";
import { WatchControls } from "@/components/watchlists/watch-controls";
import { EntityCaseBlock } from "@/components/cases/entity-case-block";
import { db } from "@/lib/platform/db/db";
import { usableLists } from "@/lib/domain/sharing/visible-lists";
import { loadEntity, loadEntityOutcome, loadIdentity, pageActor } from "./load-entity";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** Rows per list on screen; the rest are a click ("Show all") or a print view away. */
const SCREEN_LIMIT = 100;

interface PageProps {
  params: Promise<{ regcode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { regcode } = await params;
  const [result, t] = await Promise.all([loadEntity(regcode, "profile").catch(() => null), getTranslations("profile")]);
  return {
    title: result ? t("pageTitle", { name: result.record.legal_name, regcode }) : t("pageTitleUnknown", { regcode }),
  };
}

export default async function EntityPage({ params, searchParams }: PageProps) {
  const viewer = await pageViewer(ANALYST_ACCESS);
  const locale = await getLocale();
  const [{ regcode }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  const [outcome, identity] = await Promise.all([loadEntityOutcome(regcode, "profile"), loadIdentity()]);
  if ("error" in outcome) {
    return (
      <EntityLoadError locale={locale} error={outcome.error} regcode={regcode} retryHref={pagePaths.entity(regcode)} />
    );
  }
  const printing = query.getAll("print").includes("1");
  const lastLook = await changedSinceLastLook(await pageActor(), regcode, outcome.result.sha256);
  const lists = await usableLists(await db(), viewer.userId, regcode);
  return (
    <>
      {outcome.result.redaction === PURPOSE_REASON && <PurposeForm regcode={regcode} />}
      {/* The sections' client parts (graph, history, raw data) share one query cache. */}
      <QueryProvider>
        <ProfileView
          locale={locale}
          result={outcome.result}
          identity={identity}
          limit={printing ? undefined : SCREEN_LIMIT}
          query={query}
          overview={{
            determined: <OverviewDeterminedOwners regcode={regcode} />,
            // What changed, the watch and the case: the first screen's, not a block above the findings.
            follow: (
              <>
                {lastLook && <LastLookNote regcode={regcode} lastLook={lastLook} liveSha256={outcome.result.sha256} />}
                <WatchControls regcode={regcode} lists={lists} />
                <EntityCaseBlock db={await db()} regcode={regcode} name={outcome.result.record.legal_name} />
              </>
            ),
          }}
          moreFindings={<OwnershipKeyFindings regcode={regcode} />}
          views={{
            ownership: <OwnershipSection regcode={regcode} locale={locale} />,
            graph: (
              <RelationshipGraphSection result={outcome.result} query={query} locale={locale} viewer={viewer.userId} />
            ),
            timeline: <TimelineSection locale={locale} record={outcome.result.record} query={query} />,
            // Read after the lookup above, so it lists the retrieval this very visit made.
            retrievals: <RetrievalsSection regcode={regcode} viewer={viewer} />,
          }}
        />
      </QueryProvider>
      {canReadAudit(viewer) && <EntityAuditSection regcode={regcode} />}
    </>
  );
}
