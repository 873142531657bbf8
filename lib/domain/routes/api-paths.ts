/** The query parameter by which an API route reads a stored copy instead of the live record. */
export const SNAPSHOT_PARAM = "snapshot";

/** An API address for the live record, or for the stored copy when `snapshot` is given. */
function withSnapshot(path: string, snapshot: string | undefined): string {
  if (snapshot === undefined) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${SNAPSHOT_PARAM}=${encodeURIComponent(snapshot)}`;
}

const legalEntity = (regcode: string) => `/api/legal-entities/${encodeURIComponent(regcode)}`;
const batch = (id: number) => `/api/batches/${id}`;

/** The API addresses the pages call, with their parameters encoded; `snapshot` asks for a stored copy. */
export const apiPaths = {
  /** The registry's answer as it was received. */
  legalEntity: (regcode: string, snapshot?: string) => withSnapshot(legalEntity(regcode), snapshot),
  graph: (regcode: string, snapshot?: string) => withSnapshot(`${legalEntity(regcode)}/graph`, snapshot),
  /** `query` is the layout request's own query string ("" or "?…"). */
  graphLayout: (regcode: string, query: string, snapshot?: string) =>
    withSnapshot(`${legalEntity(regcode)}/graph/layout${query}`, snapshot),
  timeline: (regcode: string, query: URLSearchParams, snapshot?: string) =>
    withSnapshot(`${legalEntity(regcode)}/timeline?${query}`, snapshot),
  /** The download of one export (record.json, officers.csv…). */
  export: (regcode: string, file: string, snapshot?: string) =>
    withSnapshot(`${legalEntity(regcode)}/export/${file}`, snapshot),
  purpose: (regcode: string) => `${legalEntity(regcode)}/purpose`,
  /** Who owns and controls the entity: 200 the determination, 202 `{status: "resolving", progress}` meanwhile. */
  ownership: (regcode: string) => `${legalEntity(regcode)}/ownership`,
  /** The same determination as BODS 0.4 statements. */
  ownershipBods: (regcode: string) => `${legalEntity(regcode)}/ownership.bods.json`,
  batch,
  batchResults: (id: number) => `${batch(id)}/results`,
  batchResultsCsv: (id: number) => `${batch(id)}/results.csv`,
  batchAction: (id: number, action: "cancel" | "retry") => `${batch(id)}/${action}`,
  watchlist: (id: number) => `/api/watchlists/${id}`,
  /** A client book (CSV) imported into a list (POST). */
  watchlistImport: (id: number) => `/api/watchlists/${id}/import`,
  /** Every entity of a list made due now (POST). */
  watchlistCheckAll: (id: number) => `/api/watchlists/${id}/check-all`,
  /** A list as CSV. */
  watchlistCsv: (id: number) => `/api/watchlists/${id}/entries.csv`,
  /** A batch's found entities put on a list (POST). */
  batchWatch: (id: number) => `${batch(id)}/watch`,
  acknowledgeAlert: (id: number) => `/api/alerts/${id}/acknowledge`,
  /** Opens a case for the alert, or adds it to the entity's case being worked on (POST). */
  alertCase: (id: number) => `/api/alerts/${id}/case`,
  /** Opens cases for a batch's flagged rows, or the rows named (POST). */
  batchCases: (id: number) => `${batch(id)}/cases`,
  /** Entities' next reviews (GET); `due` only those due today or earlier. */
  reviews: (due = false) => `/api/reviews${due ? "?due=1" : ""}`,
  /** Your API tokens (GET; `?all=1`, for an administrator, everyone's), or a new one (POST). */
  tokens: () => "/api/tokens",
  /** One API token, to revoke (DELETE). */
  token: (id: string) => `/api/tokens/${encodeURIComponent(id)}`,
  /** Cases (GET, with `query` "" or "?state=…&assignee=me&overdue=1&awaitingMyApproval=1"), or a new one (POST). */
  cases: (query = "") => `/api/cases${query}`,
  /** One case (GET). */
  case: (id: number) => `/api/cases/${id}`,
  /** A case's notes (GET with their versions, POST a new one). */
  caseNotes: (id: number) => `/api/cases/${id}/notes`,
  /** One note, to edit (PATCH). */
  caseNote: (id: number, noteId: number) => `/api/cases/${id}/notes/${noteId}`,
  /** What someone does with a case (POST). */
  caseAction: (
    id: number,
    action:
      | "assign"
      | "risk-override"
      | "refresh-evidence"
      | "start"
      | "submit"
      | "approve"
      | "reject"
      | "return"
      | "reported-to-register",
  ) => `/api/cases/${id}/${action}`,
  /** A case's due-diligence report: an HTML document (`lang` "en" or "lv", else the viewer's language). */
  caseReport: (id: number, lang?: "en" | "lv") => `/api/cases/${id}/report${lang ? `?lang=${lang}` : ""}`,
  /** The same report as a PDF made on the server; the first one printed after approval is kept with it. */
  caseReportPdf: (id: number, lang?: "en" | "lv") => `/api/cases/${id}/report.pdf${lang ? `?lang=${lang}` : ""}`,
  /** What the report states, as JSON that `npm run case:verify` checks against the database. */
  caseManifest: (id: number) => `/api/cases/${id}/manifest.json`,
  /** A discrepancy case's package for the register: "discrepancy" (HTML), "discrepancy.json" or "discrepancy.pdf". */
  caseDiscrepancy: (id: number, file: "discrepancy" | "discrepancy.json" | "discrepancy.pdf", lang?: "en" | "lv") =>
    `/api/cases/${id}/${file}${lang ? `?lang=${lang}` : ""}`,
  /** The API's OpenAPI description. */
  apiDescription: () => "/api/openapi.json",
};

/** The stored copy an API request asks for, if any. */
export function snapshotOf(request: Request): string | undefined {
  return new URL(request.url).searchParams.get(SNAPSHOT_PARAM) ?? undefined;
}
