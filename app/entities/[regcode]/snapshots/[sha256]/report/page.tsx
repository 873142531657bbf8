import type { Metadata } from "next";
import { pageQuery } from "@/lib/http/page-query";
import { loadEntity } from "../../../load-entity";
import { EntityReport } from "../../../report/entity-report";

interface PageProps {
  params: Promise<{ regcode: string; sha256: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { regcode, sha256 } = await params;
  const result = await loadEntity(regcode, "report", sha256).catch(() => null);
  const day = result?.retrievedAt.slice(0, 10);
  return {
    title: result ? `Report: ${result.record.legal_name} (${regcode}), stored copy of ${day}` : `Report ${regcode}`,
  };
}

/** The due-diligence report of one stored retrieval, exactly as the registry sent it then. */
export default async function SnapshotReportPage({ params, searchParams }: PageProps) {
  const [{ regcode, sha256 }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  return <EntityReport regcode={regcode} query={query} snapshot={sha256} />;
}
