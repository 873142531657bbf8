import "server-only";
import { headers } from "next/headers";
import { ReportChangesSection } from "@/components/changes/report-changes-section";
import { SnapshotNotFound } from "@/components/evidence/snapshot-not-found";
import { relationshipDrawing } from "@/components/graph/relationship-graph-section";
import { EntityLoadError } from "@/components/profile/entity-load-error";
import { ReportDocument } from "@/components/report/report-document";
import type { ReportOwnership } from "@/components/ownership/report-ownership-section";
import { ReportSummaryView } from "@/components/report/report-summary-view";
import { ReportView } from "@/components/report/report-view";
import { ownershipFor } from "@/lib/features/ownership/ownership-service";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { APP_VERSION } from "@/lib/platform/config/app-version";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { changesForViewer } from "@/lib/domain/changes/changes-for-viewer";
import { isDemoMode } from "@/lib/platform/config/demo-mode";
import { AppError, messageIn, toAppError } from "@/lib/platform/errors/app-error";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { formatDate } from "@/lib/platform/format/format-date";
import { pageErrorResponse } from "@/lib/edge/admission/page-error-response";
import type { RequestContext } from "@/lib/edge/admission/request-context";
import { pageTitle } from "@/lib/platform/i18n/page-title";
import { translator } from "@/lib/platform/i18n/translator";
import { logger } from "@/lib/platform/log/logger";
import { appStylesheets } from "@/lib/domain/report/app-stylesheets";
import { paperOf } from "@/lib/domain/report/print-css";
import { parseReportVariant, type ReportVariant } from "@/lib/domain/report/report-variant";
import { loadEntityOutcome, loadIdentity } from "@/app/entities/[regcode]/load-entity";

/**
 * The due-diligence report of the live record (through the shared cache, like the exports, so the
 * cover's hash and retrieval time are those of the record.json downloaded beside it) or, with
 * `snapshot`, of the stored copy with that SHA-256: a whole HTML document rendered with React's
 * server renderer, streamed, with the status of what it shows (404, 502 … when the record could not be had).
 * `?variant=summary&minShare=…` asks for its summary of a few pages (a 400 for a variant that does not parse).
 */
export async function reportDocumentResponse(
  request: Request,
  context: RequestContext,
  regcode: string,
  snapshot?: string,
): Promise<Response> {
  const requestHeaders = await headers();
  const { locale } = context;
  let variant: ReportVariant;
  try {
    // Before the record is looked up: a malformed address costs no registry call, and is no failure to log.
    variant = parseReportVariant(new URL(request.url).searchParams);
  } catch (error) {
    return pageErrorResponse(toAppError(error), locale);
  }
  try {
    const { title, status, body } = await reportBody(request, context, regcode, snapshot, variant);
    // Imported here: the renderer is only ever needed by this route.
    const { renderToReadableStream } = await import("react-dom/server");
    const html = await renderToReadableStream(
      <ReportDocument
        locale={locale}
        title={pageTitle(title, locale)}
        stylesheets={appStylesheets()}
        nonce={requestHeaders.get("x-nonce")}
        demo={isDemoMode()}
      >
        {body}
      </ReportDocument>,
      { onError: (error) => logger.error({ route: "report", regcode, err: error }, "report rendering failed") },
    );
    return new Response(html, {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-language": locale,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    // The database or anything else unforeseen: an honest status and a sentence, never a half page.
    const failure = toAppError(error);
    logger.error({ route: "report", regcode, code: failure.code, err: error }, "report failed");
    return pageErrorResponse(failure, locale);
  }
}

/**
 * How long a report waits for the ownership determination: a structure read from a cold cache takes the
 * registry budget's time, and a report is evidence, so it waits well beyond the API's 202 (the PDF allows 120 s).
 */
const OWNERSHIP_WAIT_MS = 60_000;

/** The determination the live report prints, or why it has none; never a reason for the report itself to fail. */
async function reportOwnership(
  regcode: Regcode,
  { viewer, actor, locale }: Pick<RequestContext, "viewer" | "actor" | "locale">,
): Promise<ReportOwnership> {
  try {
    const answer = await ownershipFor({ regcode, viewer, actor, waitMs: OWNERSHIP_WAIT_MS });
    return answer.state === "ready"
      ? { state: "ready", determination: answer.determination }
      : { state: "resolving", recordsRead: answer.progress.recordsRead };
  } catch (error) {
    const failure = toAppError(error);
    logger.warn({ route: "report", regcode, code: failure.code, err: error }, "ownership not determined for a report");
    return { state: "failed", message: messageIn(failure, locale) };
  }
}

async function reportBody(
  request: Request,
  { viewer, actor, locale }: RequestContext,
  regcode: string,
  snapshot: string | undefined,
  variant: ReportVariant,
): Promise<{ title: string; status: number; body: React.ReactNode }> {
  const t = translator(locale, "report.metadata");
  const query = new URL(request.url).searchParams;
  const summary = variant.variant === "summary" ? variant : null;
  const [outcome, identity] = await Promise.all([loadEntityOutcome(regcode, "report", snapshot), loadIdentity()]);
  if ("error" in outcome) {
    const { error } = outcome;
    const title = t("fallbackTitle", { regcode });
    if (snapshot !== undefined && (error.code === "bad_request" || error.code === "not_found"))
      return {
        title,
        status: error.status,
        body: <SnapshotNotFound locale={locale} regcode={regcode} error={error} />,
      };
    const retryHref = `${pagePaths.report(regcode, snapshot)}${new URL(request.url).search}`;
    return {
      title,
      status: error.status,
      body: <EntityLoadError locale={locale} error={error} regcode={regcode} retryHref={retryHref} />,
    };
  }
  const { result } = outcome;
  await recordAuditEvent(actor, "report-view", {
    regcode,
    sha256: result.sha256,
    ...(summary && { variant: "summary" as const }),
  });
  // `?changes_since={sha256}`: what changed from that stored retrieval to the one reported.
  const since = summary ? null : query.get("changes_since");
  const changes =
    since === null
      ? undefined
      : await changesForViewer({
          regcode: outcome.regcode,
          viewer,
          actor,
          from: since,
          to: result.sha256,
          locale,
        }).then(
          (comparison) => ({ comparison }),
          (error: unknown) => {
            if (error instanceof AppError) return { error };
            throw error;
          },
        );
  // A stored copy's report shows that retrieval alone: the determination reads today's records.
  const ownership =
    snapshot === undefined ? await reportOwnership(outcome.regcode, { viewer, actor, locale }) : undefined;
  const { legal_name: name } = result.record;
  const day = formatDate(result.retrievedAt, locale);
  if (summary) {
    return {
      title:
        snapshot === undefined ? t("summaryTitle", { name, regcode }) : t("storedSummaryTitle", { name, regcode, day }),
      status: 200,
      body: (
        <ReportSummaryView
          locale={locale}
          result={result}
          identity={identity}
          appVersion={APP_VERSION}
          paper={paperOf(query)}
          demo={isDemoMode()}
          minShare={summary.minShare}
          snapshot={snapshot}
          ownership={ownership}
        />
      ),
    };
  }
  const title = snapshot === undefined ? t("title", { name, regcode }) : t("storedTitle", { name, regcode, day });
  const body = (
    <ReportView
      locale={locale}
      result={result}
      identity={identity}
      appVersion={APP_VERSION}
      paper={paperOf(query)}
      demo={isDemoMode()}
      snapshot={snapshot}
      drawing={await relationshipDrawing(result, { snapshot, locale })}
      ownership={ownership}
      changes={
        since === null || !changes
          ? undefined
          : { since, section: <ReportChangesSection locale={locale} outcome={changes} /> }
      }
    />
  );
  return { title, status: 200, body };
}
