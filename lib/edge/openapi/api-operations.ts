import { z } from "zod";
import { apiTokensAnswerSchema, apiTokensQuerySchema, createdApiTokenSchema } from "@/lib/domain/api-tokens/api-tokens";
import { newApiTokenSchema } from "@/lib/domain/api-tokens/new-api-token-schema";
import { viewerAnswerSchema } from "@/lib/domain/access/viewer-answer-schema";
import { purposeSchema } from "@/lib/domain/access/access-purposes";
import { auditAnswerSchema } from "@/lib/domain/audit/audit-event-json";
import { auditFilterQuerySchema } from "@/lib/domain/audit/audit-filter";
import {
  assignSchema,
  caseListQuerySchema,
  caseListSchema,
  caseNoteSavedSchema,
  caseNoteSchema,
  caseNotesSchema,
  caseOpenedSchema,
  caseViewSchema,
  alertCaseSchema,
  batchCasesAnswerSchema,
  batchCasesSchema,
  caseJoinedSchema,
  dueReviewsSchema,
  reviewsQuerySchema,
  evidenceRefreshedSchema,
  openCaseSchema,
  reasonSchema,
  riskOverrideSchema,
  submitSchema,
} from "@/lib/domain/cases/case-schemas";
import { caseManifestSchema } from "@/lib/domain/cases/case-manifest";
import { discrepancyPackageSchema } from "@/lib/domain/cases/discrepancy-package";
import { changesAnswerSchema, changesQuerySchema } from "@/lib/domain/changes/changes-answer";
import { snapshotQuerySchema } from "@/lib/domain/evidence/snapshot-hash";
import { snapshotsAnswerSchema } from "@/lib/domain/evidence/snapshots-answer";
import { CSV_EXPORTS } from "@/lib/domain/export/csv-exports";
import { recordExportSchema } from "@/lib/domain/export/record-export";
import { graphLayoutSchema, graphSchema } from "@/lib/domain/graph/graph-schema";
import { graphLayoutQuerySchema } from "@/lib/domain/graph/layout-request";
import { bodsStatementsSchema } from "@/lib/domain/ownership/bods-statements-schema";
import { determinationSchema } from "@/lib/domain/ownership/ownership-schema";
import { shareRequestSchema } from "@/lib/domain/sharing/share-request";
import { timelinePageSchema, timelineQuerySchema } from "@/lib/domain/timeline/timeline-schema";
import { secondFactorRequirementSchema } from "@/lib/domain/viewer/second-factor-requirement-schema";
import {
  ADMIN_ACCESS,
  type AccessRule,
  ANALYST_ACCESS,
  AUDIT_ACCESS,
  CASE_READ_ACCESS,
  CASE_WORK_ACCESS,
  PERSONAL_DATA_ACCESS,
  PUBLIC_ACCESS,
  SIGNED_IN_ACCESS,
} from "@/lib/domain/viewer/access-rule";
import {
  acknowledgedSchema,
  acknowledgementSchema,
  alertsAnswerSchema,
  alertsQuerySchema,
} from "@/lib/features/alerts/alert-store";
import {
  batchAnswerSchema,
  batchCancelledSchema,
  batchListSchema,
  batchPreviewSchema,
  batchResultsSchema,
  batchRetriedSchema,
  batchSharedSchema,
  batchStartedSchema,
} from "@/lib/features/batch/batch-answers";
import { batchPreviewQuerySchema, batchStartQuerySchema } from "@/lib/features/batch/read-batch-request";
import { checkNowAnswerSchema } from "@/lib/features/jobs/check-now";
import { ownershipProgressSchema } from "@/lib/features/ownership/ownership-response";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import {
  deletedListSchema,
  listDepthSchema,
  listSharedSchema,
  newWatchlistSchema,
  ownListSchema,
  watchlistDepthSchema,
  watchlistNameSchema,
} from "@/lib/features/watchlists/own-watchlists";
import {
  removalQuerySchema,
  watchAddedSchema,
  watchlistsAnswerSchema,
  watchRemovedSchema,
  watchRequestSchema,
} from "@/lib/features/watchlists/watchlist-store";
import { checkAllAnswerSchema } from "@/lib/features/watchlists/check-all-now";
import { clientBookImportedSchema } from "@/lib/features/watchlists/import-to-watchlist";
import { batchWatchedSchema, batchWatchSchema } from "@/lib/features/watchlists/watch-batch-results";
import { livenessAnswerSchema } from "@/lib/edge/admission/api-gate";
import { healthAnswerSchema } from "@/lib/edge/admission/dependency-health";
import {
  accountChangeSchema,
  accountCreatedSchema,
  accountsAnswerSchema,
  accountSummarySchema,
  newAccountSchema,
} from "@/lib/edge/auth/accounts";
import { languageChoiceSchema } from "@/lib/edge/locale/language-choice";
import type { ErrorCode } from "@/lib/platform/errors/app-error";
import { errorAnswerSchema } from "@/lib/platform/errors/error-response";
import { REGCODE_PATTERN } from "@/lib/registry/regcode/regcode";
import { identitySchema } from "@/lib/registry/schemas/identity";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";

/** A list's depth is checked against the determination's depth this process runs with. */
const MAX_DEPTH = parseOwnershipConfig(process.env).maxDepth;
/** The groups the reference lists operations under, in its order. */
export const API_TAGS = [
  {
    name: "Legal entities",
    description: "A registered entity's record, as the registry sent it, and what the app reads from it.",
  },
  {
    name: "Ownership",
    description: "Who ultimately owns and controls an entity, determined from the register's records.",
  },
  { name: "Batches", description: "Screening a list of registration numbers in the background." },
  { name: "Watchlists", description: "Entities watched for changes, checked on a schedule or at once." },
  { name: "Alerts", description: "Changes found on watched entities." },
  {
    name: "Cases",
    description:
      "One decision about one entity: the evidence it rests on, its risk, notes, and its sign-off by someone other " +
      "than its preparer (four eyes).",
  },
  { name: "Audit", description: "The append-only, hash-chained audit trail (auditor or admin)." },
  { name: "Administration", description: "Accounts, their roles and second factors (admin)." },
  { name: "Account", description: "The signed-in account, its language, and signing in (better-auth)." },
  {
    name: "API tokens",
    description:
      "Tokens a script calls the API with (Authorization: Bearer), made and revoked by their owner; everyone's " +
      "seen and revoked by an administrator.",
  },
  { name: "Service", description: "Probes and this description." },
] as const;

export type ApiTag = (typeof API_TAGS)[number]["name"];

/** Schemas the description names (components/schemas) and refers to wherever they occur. */
export const API_COMPONENTS: Record<string, z.ZodType> = {
  Error: errorAnswerSchema,
  LegalEntity: legalEntitySchema,
  Graph: graphSchema,
  GraphLayout: graphLayoutSchema,
  TimelinePage: timelinePageSchema,
  Changes: changesAnswerSchema,
  OwnershipDetermination: determinationSchema,
  OwnershipProgress: ownershipProgressSchema,
  BodsStatements: bodsStatementsSchema,
  Batch: batchAnswerSchema,
  BatchResults: batchResultsSchema,
  ShareRequest: shareRequestSchema,
  Watchlists: watchlistsAnswerSchema,
  Alerts: alertsAnswerSchema,
  Case: caseViewSchema,
  Cases: caseListSchema,
  AuditEvents: auditAnswerSchema,
  Account: accountSummarySchema,
  ApiTokens: apiTokensAnswerSchema,
  SecondFactorRequirement: secondFactorRequirementSchema,
  Identity: identitySchema,
  Health: healthAnswerSchema,
};

/** A successful answer of an operation: JSON (`json`), or other content, with the headers it always carries. */
export interface ApiAnswer {
  description: string;
  json?: z.ZodType;
  content?: Record<string, z.ZodType>;
  headers?: Record<string, string>;
}

/** One route and method of app/api, as the API description shows it. */
export interface ApiOperation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI's path template: `{name}` for each [name] (or [...name]) folder of app/api. */
  path: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  /** The rule the route declares (app/route-access.test.ts holds the routes to a policy; the tests hold this to the route). */
  access: AccessRule;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { description?: string; content: Record<string, z.ZodType> };
  answers: Record<number, ApiAnswer>;
  /** What the operation itself can fail with, beyond its admission (see openApiDocument). */
  errors?: readonly ErrorCode[];
}

// Every lookup of a record can meet the registry's failures.
const LOOKUP_ERRORS: readonly ErrorCode[] = [
  "invalid_regcode",
  "not_found",
  "credential_rejected",
  "scope_missing",
  "upstream_failure",
  "upstream_bad_response",
  "upstream_unavailable",
  "upstream_rate_limited",
  "upstream_timeout",
  "busy",
];
// Reading a stored copy (?snapshot=) adds a malformed hash (400).
const SNAPSHOT_LOOKUP_ERRORS: readonly ErrorCode[] = [...LOOKUP_ERRORS, "bad_request"];

const regcodeParams = z.object({
  regcode: z.string().regex(REGCODE_PATTERN).describe("The entity's 11-digit registration number"),
});
const idParams = (what: string) =>
  z.object({
    id: z
      .string()
      .regex(/^\d{1,15}$/)
      .describe(`The ${what}'s number`),
  });
const text = z.string();
const binary = z.string().meta({ format: "binary" });
/** A case's document: its language, whatever the viewer's own. */
const caseDocumentQuery = z.object({
  lang: z.enum(["en", "lv"]).optional().describe("The document's language; without it, the viewer's"),
});
const CSV = "text/csv";
const NO_STORE_NOTE = "Never kept by shared caches (private, no-store).";
const EXPORT_FILES = ["record.json", ...Object.keys(CSV_EXPORTS)] as [string, ...string[]];
const REGISTRY_HEADERS = {
  "x-registry-sha256": "SHA-256 of the record exactly as the registry sent it",
  "x-registry-retrieved-at": "When the registry's answer was received (ISO 8601)",
};

/**
 * Every route and method under app/api, once: the API description (openapi-document.ts) and its reference page
 * are made from this list, and api-operations.test.ts fails when a route file and the list disagree.
 */
export const API_OPERATIONS: readonly ApiOperation[] = [
  // Legal entities
  {
    method: "get",
    path: "/api/legal-entities/{regcode}",
    operationId: "getLegalEntity",
    tag: "Legal entities",
    summary: "An entity's register record",
    description:
      "The registry's answer byte for byte, so its SHA-256 can be checked against a report; for a viewer who may " +
      "not see personal details, the record with every natural person masked, led by `personal_details_withheld`. " +
      "Each lookup is kept as evidence and written to the audit trail.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    query: snapshotQuerySchema,
    answers: {
      200: {
        description: "The record",
        json: viewerAnswerSchema,
        headers: {
          ...REGISTRY_HEADERS,
          "x-personal-details-withheld": "Present when the record is masked for this viewer: why",
        },
      },
    },
    errors: SNAPSHOT_LOOKUP_ERRORS,
  },
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/graph",
    operationId: "getGraph",
    tag: "Legal entities",
    summary: "An entity's relationship graph",
    description: `Owners, officers, branches and sanctions as nodes and edges, worded in the request's language. ${NO_STORE_NOTE}`,
    access: ANALYST_ACCESS,
    params: regcodeParams,
    query: snapshotQuerySchema,
    answers: { 200: { description: "The graph", json: graphSchema } },
    errors: SNAPSHOT_LOOKUP_ERRORS,
  },
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/graph/layout",
    operationId: "getGraphLayout",
    tag: "Legal entities",
    summary: "The drawing of an entity's graph",
    description:
      "One view of the graph laid out on the server: boxes, orthogonal lines and bands in drawing units. " +
      "Expanded entities are looked up (or read from their stored copies) through the same gate.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    query: snapshotQuerySchema.extend(graphLayoutQuerySchema.shape),
    answers: { 200: { description: "The drawing, or why it was not drawn (`undrawn`)", json: graphLayoutSchema } },
    errors: SNAPSHOT_LOOKUP_ERRORS,
  },
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/timeline",
    operationId: "getTimeline",
    tag: "Legal entities",
    summary: "One page of an entity's history",
    description: "Events from the record, filtered by category and dates; malformed filters are dropped, not refused.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    query: snapshotQuerySchema.extend(timelineQuerySchema.shape),
    answers: { 200: { description: "The page", json: timelinePageSchema } },
    errors: SNAPSHOT_LOOKUP_ERRORS,
  },
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/changes",
    operationId: "getChanges",
    tag: "Legal entities",
    summary: "What changed between two stored retrievals",
    description:
      "Register changes only: places where one credential withheld a person and the other showed them are counted " +
      "apart. Opening them is an audit event.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    query: changesQuerySchema,
    answers: {
      200: {
        description: "The changes, or a note that fewer than two retrievals are stored",
        json: changesAnswerSchema,
      },
    },
    errors: ["invalid_regcode", "bad_request", "not_found"],
  },
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/export/{file}",
    operationId: "getExport",
    tag: "Legal entities",
    summary: "Download an export of an entity",
    description:
      "record.json (the record as received, with its provenance) or a CSV in the request's language. The file's " +
      "name and the SHA-256 of its bytes are written to the audit trail.",
    access: ANALYST_ACCESS,
    params: regcodeParams.extend({ file: z.enum(EXPORT_FILES).describe("Which file") }),
    query: snapshotQuerySchema,
    answers: {
      200: {
        description: "The file, as an attachment",
        content: { "application/json": recordExportSchema, [CSV]: text },
        headers: { "content-disposition": "attachment; filename=<regcode>-<file>" },
      },
    },
    errors: [...SNAPSHOT_LOOKUP_ERRORS],
  },
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/snapshots",
    operationId: "listSnapshots",
    tag: "Legal entities",
    summary: "The stored copies of an entity's record",
    description: "Newest first: when, which bytes, whether they changed, and who asked.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    answers: { 200: { description: "The retrievals", json: snapshotsAnswerSchema } },
    errors: ["invalid_regcode"],
  },
  {
    method: "post",
    path: "/api/legal-entities/{regcode}/purpose",
    operationId: "statePurpose",
    tag: "Legal entities",
    summary: "State why this session looks at an entity's personal details",
    description: "Holds for the session; where REQUIRE_PURPOSE is on, personal details show only after it.",
    access: PERSONAL_DATA_ACCESS,
    params: regcodeParams,
    body: { content: { "application/json": purposeSchema } },
    answers: { 204: { description: "Stated" } },
    errors: ["invalid_regcode"],
  },
  // Ownership
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/ownership",
    operationId: "getOwnership",
    tag: "Ownership",
    summary: "Who owns and controls an entity",
    description:
      "Beneficial owners through every ownership and control chain, checked against the register's declaration, " +
      "as this viewer may see it. While the records are still being read: 202 with the progress; the same request " +
      `later answers 200. ${NO_STORE_NOTE}`,
    access: ANALYST_ACCESS,
    params: regcodeParams,
    answers: {
      200: { description: "The determination", json: determinationSchema },
      202: {
        description: "Still reading records: ask again",
        json: ownershipProgressSchema,
        headers: { "retry-after": "Seconds to wait" },
      },
    },
    errors: LOOKUP_ERRORS,
  },
  {
    method: "get",
    path: "/api/legal-entities/{regcode}/ownership.bods.json",
    operationId: "getOwnershipBods",
    tag: "Ownership",
    summary: "The ownership determination as BODS 0.4 statements",
    description:
      "Beneficial Ownership Data Standard 0.4 (https://standard.openownership.org/en/0.4.0/), through the same " +
      "visibility gate: withheld persons are anonymous. One determination always gives the same statement ids.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    answers: {
      200: {
        description: "The statements, as an attachment",
        json: bodsStatementsSchema,
        headers: { "content-disposition": "attachment; filename=ownership-<regcode>.bods.json" },
      },
      202: {
        description: "Still reading records: ask again",
        json: ownershipProgressSchema,
        headers: { "retry-after": "Seconds to wait" },
      },
    },
    errors: LOOKUP_ERRORS,
  },
  // Batches
  {
    method: "get",
    path: "/api/batches",
    operationId: "listBatches",
    tag: "Batches",
    summary: "The batches the user may see",
    description: "Newest first, with their counts.",
    access: ANALYST_ACCESS,
    answers: { 200: { description: "The batches", json: batchListSchema } },
  },
  {
    method: "post",
    path: "/api/batches",
    operationId: "startBatch",
    tag: "Batches",
    summary: "Start a batch",
    description:
      "A list of registration numbers, pasted (text/plain) or a CSV file (text/csv). Each number is looked up once, " +
      "in the background, behind analysts' own lookups. Bad input is a 400 and creates nothing.",
    access: ANALYST_ACCESS,
    query: batchStartQuerySchema,
    body: { description: "The list", content: { "text/plain": text, [CSV]: text } },
    answers: {
      202: { description: "Started", json: batchStartedSchema, headers: { location: "The batch's page" } },
    },
  },
  {
    method: "post",
    path: "/api/batches/preview",
    operationId: "previewBatch",
    tag: "Batches",
    summary: "What the app understands of a list, before anything runs",
    description:
      "The numbers it would look up, duplicates, invalid entries and check-digit warnings. Nothing is looked up.",
    access: ANALYST_ACCESS,
    query: batchPreviewQuerySchema,
    body: { description: "The list", content: { "text/plain": text, [CSV]: text } },
    answers: { 200: { description: "The preview", json: batchPreviewSchema } },
  },
  {
    method: "get",
    path: "/api/batches/{id}",
    operationId: "getBatch",
    tag: "Batches",
    summary: "A batch's progress",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    answers: { 200: { description: "The batch", json: batchAnswerSchema } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "patch",
    path: "/api/batches/{id}",
    operationId: "shareBatch",
    tag: "Batches",
    summary: "Share the owner's batch",
    description: "With nobody else, colleagues named by email, or everyone.",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    body: { content: { "application/json": shareRequestSchema } },
    answers: { 200: { description: "Shared", json: batchSharedSchema } },
    errors: ["bad_request", "not_found", "forbidden"],
  },
  {
    method: "post",
    path: "/api/batches/{id}/cancel",
    operationId: "cancelBatch",
    tag: "Batches",
    summary: "Cancel the owner's batch",
    description: "Numbers not yet looked up are never sent.",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    answers: { 200: { description: "Cancelled", json: batchCancelledSchema } },
    errors: ["bad_request", "not_found", "forbidden", "conflict"],
  },
  {
    method: "post",
    path: "/api/batches/{id}/retry",
    operationId: "retryBatch",
    tag: "Batches",
    summary: "Look up the owner's batch's failed rows again",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    answers: { 200: { description: "Queued again", json: batchRetriedSchema } },
    errors: ["bad_request", "not_found", "forbidden", "conflict"],
  },
  {
    method: "get",
    path: "/api/batches/{id}/results",
    operationId: "getBatchResults",
    tag: "Batches",
    summary: "A batch's rows, in input order",
    description: "Codes come with their words in the request's language.",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    answers: { 200: { description: "The rows", json: batchResultsSchema } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "get",
    path: "/api/batches/{id}/results.csv",
    operationId: "getBatchResultsCsv",
    tag: "Batches",
    summary: "A batch's rows as CSV",
    description:
      "UTF-8 with a byte order mark, formula-safe, a column per flag and each row's record SHA-256; then the " +
      "entries never sent.",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    answers: {
      200: {
        description: "The file, as an attachment",
        content: { [CSV]: text },
        headers: { "content-disposition": "attachment; filename=batch-<id>-results.csv" },
      },
    },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "post",
    path: "/api/batches/{id}/watch",
    operationId: "watchBatchResults",
    tag: "Batches",
    summary: "Watch every entity a batch found",
    description:
      "Puts each found row's number on the list, with the customer id the batch's CSV gave it, under monitoring; " +
      "rows not found, failed or waiting are left out.",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    body: { content: { "application/json": batchWatchSchema } },
    answers: { 200: { description: "What was put on the list", json: batchWatchedSchema } },
    errors: ["bad_request", "not_found"],
  },
  // Watchlists
  {
    method: "get",
    path: "/api/watchlist",
    operationId: "listWatchlists",
    tag: "Watchlists",
    summary: "Every list the user may see, with its entities",
    access: ANALYST_ACCESS,
    answers: { 200: { description: "The lists", json: watchlistsAnswerSchema } },
  },
  {
    method: "post",
    path: "/api/watchlist",
    operationId: "watchEntity",
    tag: "Watchlists",
    summary: "Watch an entity",
    description: "On the named list, or the user's own first list (made on first use). Monitoring starts with it.",
    access: ANALYST_ACCESS,
    body: { content: { "application/json": watchRequestSchema } },
    answers: {
      201: { description: "Added", json: watchAddedSchema },
      200: { description: "The list already held it", json: watchAddedSchema },
    },
    errors: ["bad_request", "invalid_regcode", "not_found"],
  },
  {
    method: "delete",
    path: "/api/watchlist/{regcode}",
    operationId: "unwatchEntity",
    tag: "Watchlists",
    summary: "Take an entity off one of the user's own lists",
    description: "Out of monitoring too when no list holds it any more.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    query: removalQuerySchema,
    answers: { 200: { description: "Removed", json: watchRemovedSchema } },
    errors: ["invalid_regcode", "bad_request", "not_found", "forbidden"],
  },
  {
    method: "post",
    path: "/api/watchlist/{regcode}/check",
    operationId: "checkNow",
    tag: "Watchlists",
    summary: "Check a watched entity now",
    description:
      "Looks the number and every record of its watched ownership structure up at once, each compared with the " +
      "record its last check saw; a change is raised on the entity (and on every other watched entity whose " +
      "structure reads the record) when it affects it, as one alert on every list holding it. A registry failure " +
      "of the entity's own record answers with its own status, after it is recorded on the number.",
    access: ANALYST_ACCESS,
    params: regcodeParams,
    answers: { 200: { description: "What the check found", json: checkNowAnswerSchema } },
    errors: LOOKUP_ERRORS,
  },
  {
    method: "post",
    path: "/api/watchlists",
    operationId: "createWatchlist",
    tag: "Watchlists",
    summary: "Make a new, private, empty list",
    access: ANALYST_ACCESS,
    body: { content: { "application/json": newWatchlistSchema(MAX_DEPTH) } },
    answers: { 201: { description: "Made", json: ownListSchema } },
    errors: ["bad_request", "conflict"],
  },
  {
    method: "patch",
    path: "/api/watchlists/{id}",
    operationId: "changeWatchlist",
    tag: "Watchlists",
    summary: "Rename, share or set the depth of the owner's list",
    description:
      "`{name}` renames it; `{depth}` sets how many layers of each entity's ownership structure it watches (null: " +
      "the ownership determination's own, OWNERSHIP_MAX_DEPTH), followed at each entity's next check; " +
      "`{sharing, shareWith?}` shares it.",
    access: ANALYST_ACCESS,
    params: idParams("list"),
    body: {
      content: {
        "application/json": z.union([watchlistNameSchema, watchlistDepthSchema(MAX_DEPTH), shareRequestSchema]),
      },
    },
    answers: {
      200: {
        description: "Renamed, set or shared",
        json: z.union([ownListSchema, listDepthSchema, listSharedSchema]),
      },
    },
    errors: ["bad_request", "not_found", "conflict"],
  },
  {
    method: "delete",
    path: "/api/watchlists/{id}",
    operationId: "deleteWatchlist",
    tag: "Watchlists",
    summary: "Delete the owner's list, its entries and alerts",
    description: "An alert another list is on too stays, on that list.",
    access: ANALYST_ACCESS,
    params: idParams("list"),
    answers: { 200: { description: "Deleted", json: deletedListSchema } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "post",
    path: "/api/watchlists/{id}/import",
    operationId: "importClientBook",
    tag: "Watchlists",
    summary: "Import a client book into a list",
    description:
      "A CSV (comma or semicolon separated, UTF-8 with or without a byte order mark) whose header names a " +
      "registration number column (regcode, registration_number, number) and a customer id column (customer_id, " +
      "customer, client_id). Each row puts its number on the list with its customer id (a number already on it " +
      "takes the new id), under monitoring. A row without either, with a number that is not one or fails its check " +
      "digit, or repeating an earlier number is refused with its line and reason, and nothing changes for it. A file " +
      "without the two columns, or with more rows than a batch may have, is a 400 and changes nothing.",
    access: ANALYST_ACCESS,
    params: idParams("list"),
    body: {
      description: "The client book",
      content: {
        [CSV]: text,
        "multipart/form-data": z.object({ file: binary.describe("The CSV file") }),
      },
    },
    answers: { 200: { description: "What the import did", json: clientBookImportedSchema } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "post",
    path: "/api/watchlists/{id}/check-all",
    operationId: "checkWatchlistNow",
    tag: "Watchlists",
    summary: "Check every entity of a list now",
    description:
      "Makes every number of the list due now: the schedule checks them within minutes, within the registry's " +
      "budget and behind analysts' lookups, each once however many lists hold it.",
    access: ANALYST_ACCESS,
    params: idParams("list"),
    answers: { 200: { description: "How many are due", json: checkAllAnswerSchema } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "get",
    path: "/api/watchlists/{id}/entries.csv",
    operationId: "getWatchlistCsv",
    tag: "Watchlists",
    summary: "A list as CSV",
    description:
      "UTF-8 with a byte order mark, formula-safe: each entity's number, name, status, customer id, last check and " +
      "its outcome, and last change.",
    access: ANALYST_ACCESS,
    params: idParams("list"),
    answers: {
      200: {
        description: "The file, as an attachment",
        content: { [CSV]: text },
        headers: { "content-disposition": "attachment; filename=watchlist-<id>.csv" },
      },
    },
    errors: ["bad_request", "not_found"],
  },
  // Alerts
  {
    method: "get",
    path: "/api/alerts",
    operationId: "listAlerts",
    tag: "Alerts",
    summary: "Alerts on the lists the user may see",
    description:
      "Each alert once, however many of the user's lists hold its entity: with those lists (`watchlists`) and the " +
      "firm's customer ids their entries give the entity (`customerIds`).",
    access: ANALYST_ACCESS,
    query: alertsQuerySchema,
    answers: { 200: { description: "The alerts, newest first", json: alertsAnswerSchema } },
    errors: ["bad_request"],
  },
  {
    method: "post",
    path: "/api/alerts/{id}/acknowledge",
    operationId: "acknowledgeAlert",
    tag: "Alerts",
    summary: "Acknowledge an open alert",
    description: "Once, for every list it is on. The note goes to the audit trail with it.",
    access: ANALYST_ACCESS,
    params: idParams("alert"),
    body: { content: { "application/json": acknowledgementSchema } },
    answers: { 200: { description: "Acknowledged", json: acknowledgedSchema } },
    errors: ["bad_request", "not_found"],
  },
  // Cases
  {
    method: "get",
    path: "/api/cases",
    operationId: "listCases",
    tag: "Cases",
    summary: "Cases, due soonest first",
    description: `Filtered by state, assignee (an account id or "me"), overdue, or awaiting your approval. ${NO_STORE_NOTE}`,
    access: CASE_READ_ACCESS,
    query: caseListQuerySchema,
    answers: { 200: { description: "The cases", json: caseListSchema } },
    errors: ["bad_request"],
  },
  {
    method: "post",
    path: "/api/cases",
    operationId: "openCase",
    tag: "Cases",
    summary: "Open a case on an entity",
    description:
      "Looks the entity up, waits up to a minute for its ownership determination (else pins the entity alone: " +
      "`determinationPinned` false; refresh the evidence later), pins the retrievals and assesses the risk. The " +
      "purpose is stated once: while the case is active it covers every entity it pinned for its preparer and " +
      "assignee. Default due date: CASE_DUE_DAYS (30) days; a discrepancy, 14 days from detection. An audit event.",
    access: ANALYST_ACCESS,
    body: { content: { "application/json": openCaseSchema } },
    answers: { 201: { description: "Opened", json: caseOpenedSchema } },
    errors: [...LOOKUP_ERRORS, "bad_request"],
  },
  {
    method: "get",
    path: "/api/cases/{id}",
    operationId: "getCase",
    tag: "Cases",
    summary: "A case",
    description: `Its state, people, risk (with any override), approvals, next review and pinned evidence. ${NO_STORE_NOTE}`,
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    answers: { 200: { description: "The case", json: caseViewSchema } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "get",
    path: "/api/cases/{id}/notes",
    operationId: "listCaseNotes",
    tag: "Cases",
    summary: "A case's notes, each with every version",
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    answers: { 200: { description: "The notes, oldest first", json: caseNotesSchema } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "post",
    path: "/api/cases/{id}/notes",
    operationId: "addCaseNote",
    tag: "Cases",
    summary: "Add a note to an active case",
    description: "Plain text; the first piece of work on an open case puts it in review. An audit event.",
    access: CASE_WORK_ACCESS,
    params: idParams("case"),
    body: { content: { "application/json": caseNoteSchema } },
    answers: { 201: { description: "Added", json: caseNoteSavedSchema } },
    errors: ["bad_request", "not_found", "conflict"],
  },
  {
    method: "patch",
    path: "/api/cases/{id}/notes/{noteId}",
    operationId: "editCaseNote",
    tag: "Cases",
    summary: "Edit your own note",
    description: "A new version; the earlier ones are kept and listed with it. An audit event.",
    access: CASE_WORK_ACCESS,
    params: idParams("case").extend({
      noteId: z
        .string()
        .regex(/^\d{1,15}$/)
        .describe("The note's number"),
    }),
    body: { content: { "application/json": caseNoteSchema } },
    answers: { 200: { description: "Edited", json: caseNoteSavedSchema } },
    errors: ["bad_request", "not_found", "forbidden", "conflict"],
  },
  ...(
    [
      ["assign", "assignCase", "Assign an active case to an analyst", ANALYST_ACCESS, assignSchema, undefined],
      [
        "risk-override",
        "overrideCaseRisk",
        "Override the model's risk level, or remove the override",
        ANALYST_ACCESS,
        riskOverrideSchema,
        "`{level, reason}`, or `{level: null}` to remove it; by the case's preparer or assignee, before it is " +
          "submitted. Approved with the case; a high level needs CASE_HIGH_RISK_APPROVERS approvers.",
      ],
      [
        "start",
        "startCase",
        "Start work on an open case",
        ANALYST_ACCESS,
        undefined,
        "Open → in review, by its preparer or assignee. A first note does it too.",
      ],
      [
        "submit",
        "submitCase",
        "Submit the decision and conclusion for approval",
        ANALYST_ACCESS,
        submitSchema,
        "From open, in review or returned; by the case's preparer or assignee.",
      ],
      [
        "approve",
        "approveCase",
        "Approve a case awaiting approval",
        CASE_WORK_ACCESS,
        undefined,
        "By an approver who neither prepared it nor is assigned it, once: the server refuses (403, audited) anyone " +
          "else whatever the client sends. A high-risk case needs CASE_HIGH_RISK_APPROVERS (2) different approvers " +
          "and stays awaiting approval until it has them; approval sets the entity's next review.",
      ],
      [
        "reject",
        "rejectCase",
        "Reject a case awaiting approval",
        CASE_WORK_ACCESS,
        reasonSchema,
        "Final, with the reason; by an approver who did not prepare it (a refusal is audited).",
      ],
      [
        "return",
        "returnCase",
        "Return a case to its preparer",
        CASE_WORK_ACCESS,
        reasonSchema,
        "With the reason; its approvals so far are cleared. By an approver who did not prepare it.",
      ],
    ] as const
  ).map(([action, operationId, summary, access, body, description]): ApiOperation => ({
    method: "post",
    path: `/api/cases/{id}/${action}`,
    operationId,
    tag: "Cases",
    summary,
    ...(description && { description }),
    access,
    params: idParams("case"),
    ...(body && { body: { content: { "application/json": body } } }),
    answers: { 200: { description: "The case as it is now", json: caseViewSchema } },
    errors: ["bad_request", "not_found", "forbidden", "conflict"],
  })),
  {
    method: "post",
    path: "/api/cases/{id}/refresh-evidence",
    operationId: "refreshCaseEvidence",
    tag: "Cases",
    summary: "Pin the case's evidence again",
    description:
      "Only when its preparer (or assignee) chooses to, before it is submitted: the entity and its ownership " +
      "structure as they are now, the risk assessed again. Answers what changed since the case pinned it: per " +
      "number the old and new SHA-256, and numbers added to or gone from the structure. An audit event.",
    access: ANALYST_ACCESS,
    params: idParams("case"),
    answers: { 200: { description: "What changed", json: evidenceRefreshedSchema } },
    errors: [...LOOKUP_ERRORS, "bad_request", "forbidden", "conflict"],
  },
  {
    method: "get",
    path: "/api/cases/{id}/report",
    operationId: "getCaseReport",
    tag: "Cases",
    summary: "A case's due-diligence report (HTML)",
    description:
      "One whole HTML document: the decision and conclusion, the risk level with its factors and their evidence, " +
      "the pinned ownership determination (persons withheld from a viewer without personal-data), the notes with " +
      "every version, the history, who prepared and approved it and when, and the whole SHA-256 of every pinned " +
      `retrieval. In \`lang\` (en or lv), else the viewer's language. A report view in the audit trail. ${NO_STORE_NOTE}`,
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    query: caseDocumentQuery,
    answers: { 200: { description: "The report", content: { "text/html": text } } },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "get",
    path: "/api/cases/{id}/report.pdf",
    operationId: "getCaseReportPdf",
    tag: "Cases",
    summary: "A case's due-diligence report as a PDF made on the server",
    description:
      "The HTML report printed by the server as the viewer. Its SHA-256 is in x-report-sha256 and the audit trail. " +
      "The first PDF printed once the case is approved is kept with the approval (its hash in the case's manifest, " +
      "audited as case-report-kept); x-case-report-kept-sha256 then names the kept one on every download.",
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    query: caseDocumentQuery,
    answers: {
      200: {
        description: "The PDF, as an attachment",
        content: { "application/pdf": binary },
        headers: {
          "content-disposition": "attachment; filename=case-<id>-report.pdf",
          "x-report-sha256": "SHA-256 of this PDF",
          "x-case-report-kept-sha256": "For an approved case: the SHA-256 of the PDF kept with the approval",
        },
      },
    },
    errors: ["bad_request", "not_found", "busy", "upstream_timeout", "upstream_failure"],
  },
  {
    method: "get",
    path: "/api/cases/{id}/manifest.json",
    operationId: "getCaseManifest",
    tag: "Cases",
    summary: "A case's manifest",
    description:
      "What the report states as JSON: the case, its risk, every pinned retrieval's SHA-256, the determination's " +
      "hash, the notes with every version, every audit event of the case with its hash, and the kept PDF's hash. " +
      "`npm run case:verify -- file.json` checks it against the database. Its download is an export in the audit trail.",
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    answers: {
      200: {
        description: "The manifest, as an attachment",
        json: caseManifestSchema,
        headers: { "content-disposition": "attachment; filename=case-<id>-manifest.json" },
      },
    },
    errors: ["bad_request", "not_found"],
  },
  {
    method: "get",
    path: "/api/cases/{id}/discrepancy",
    operationId: "getCaseDiscrepancyReport",
    tag: "Cases",
    summary: "A discrepancy case's package for the register (HTML)",
    description:
      "The entity, its register record's SHA-256, the beneficial owners the firm established with every path and " +
      "each hop's record, and each mismatch with the register explained; detected, due (14 days) and reported. In " +
      "`lang` (en or lv), else the viewer's language. 409 for a case of another kind.",
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    query: caseDocumentQuery,
    answers: { 200: { description: "The package as a document", content: { "text/html": text } } },
    errors: ["bad_request", "not_found", "conflict"],
  },
  {
    method: "get",
    path: "/api/cases/{id}/discrepancy.json",
    operationId: "getCaseDiscrepancyJson",
    tag: "Cases",
    summary: "A discrepancy case's package for the register (JSON)",
    description: "The same as the document, as JSON in `lang`. 409 for a case of another kind.",
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    query: caseDocumentQuery,
    answers: {
      200: {
        description: "The package, as an attachment",
        json: discrepancyPackageSchema,
        headers: { "content-disposition": "attachment; filename=case-<id>-discrepancy-<lang>.json" },
      },
    },
    errors: ["bad_request", "not_found", "conflict"],
  },
  {
    method: "get",
    path: "/api/cases/{id}/discrepancy.pdf",
    operationId: "getCaseDiscrepancyPdf",
    tag: "Cases",
    summary: "A discrepancy case's package for the register (PDF)",
    description: "The document printed by the server in `lang`; its SHA-256 in x-report-sha256 and the audit trail.",
    access: CASE_READ_ACCESS,
    params: idParams("case"),
    query: caseDocumentQuery,
    answers: {
      200: {
        description: "The PDF, as an attachment",
        content: { "application/pdf": binary },
        headers: {
          "content-disposition": "attachment; filename=case-<id>-discrepancy-<lang>.pdf",
          "x-report-sha256": "SHA-256 of this PDF",
        },
      },
    },
    errors: ["bad_request", "not_found", "conflict", "busy", "upstream_timeout", "upstream_failure"],
  },
  {
    method: "post",
    path: "/api/cases/{id}/reported-to-register",
    operationId: "markCaseReportedToRegister",
    tag: "Cases",
    summary: "Record that a register discrepancy was reported to the register",
    description:
      "Who and when, once: 409 for a case that is not a discrepancy case, or one already recorded as reported. A " +
      "discrepancy case is opened (or joined) when a case pins an ownership determination with a mismatch, due 14 " +
      "calendar days after its detection. An audit event.",
    access: ANALYST_ACCESS,
    params: idParams("case"),
    answers: { 200: { description: "The case as it is now", json: caseViewSchema } },
    errors: ["bad_request", "not_found", "conflict"],
  },
  {
    method: "get",
    path: "/api/reviews",
    operationId: "listReviews",
    tag: "Cases",
    summary: "Entities' next reviews, soonest first",
    description:
      "As each entity's latest approved case set them (CASE_REVIEW_YEARS_* by risk level); `due=1` lists the " +
      "overdue ones, due today or earlier. Each names the entity's case being worked on, if any: a daily job opens " +
      `a periodic-review case for a due review without one. ${NO_STORE_NOTE}`,
    access: CASE_READ_ACCESS,
    query: reviewsQuerySchema,
    answers: { 200: { description: "The reviews", json: dueReviewsSchema } },
    errors: ["bad_request"],
  },
  {
    method: "post",
    path: "/api/alerts/{id}/case",
    operationId: "openCaseForAlert",
    tag: "Cases",
    summary: "Open a case for an alert, or add it to the entity's case",
    description:
      "An alert-review case on the alert's entity, the alert named on it (201), with `purpose` or by default the " +
      "alert's number and severity; when the entity has a case being worked on, the alert is added to it as a note " +
      "instead (200). The alert itself stays open until acknowledged.",
    access: ANALYST_ACCESS,
    params: idParams("alert"),
    body: { content: { "application/json": alertCaseSchema } },
    answers: {
      200: { description: "Added to the entity's case", json: caseJoinedSchema },
      201: { description: "Opened", json: caseJoinedSchema },
    },
    errors: [...LOOKUP_ERRORS, "bad_request", "not_found"],
  },
  {
    method: "post",
    path: "/api/batches/{id}/cases",
    operationId: "openCasesForBatch",
    tag: "Cases",
    summary: "Open cases for a batch's flagged rows",
    description:
      "An onboarding case, with `purpose`, for each row flagged medium or high risk, or each row at `positions` " +
      "(numbers found in the register); a row whose entity has a case being worked on is added to it instead. At " +
      "most 50 rows, a few at a time within the registry budget; each waits briefly for its ownership determination " +
      "(else its entity alone is pinned: refresh the evidence later). A row the registry failed for is answered " +
      "with its error, the others go on.",
    access: ANALYST_ACCESS,
    params: idParams("batch"),
    body: { content: { "application/json": batchCasesSchema } },
    answers: { 200: { description: "Each row's case", json: batchCasesAnswerSchema } },
    errors: ["bad_request", "not_found"],
  },
  // Audit
  {
    method: "get",
    path: "/api/audit",
    operationId: "listAuditEvents",
    tag: "Audit",
    summary: "The audit trail, newest first",
    access: AUDIT_ACCESS,
    query: auditFilterQuerySchema,
    answers: { 200: { description: "The events", json: auditAnswerSchema } },
    errors: ["bad_request"],
  },
  {
    method: "get",
    path: "/api/audit.csv",
    operationId: "getAuditCsv",
    tag: "Audit",
    summary: "The same events as CSV",
    description: "UTF-8 with a byte order mark, formula-safe.",
    access: AUDIT_ACCESS,
    query: auditFilterQuerySchema,
    answers: {
      200: {
        description: "The file, as an attachment",
        content: { [CSV]: text },
        headers: { "content-disposition": "attachment; filename=audit-<date>.csv" },
      },
    },
    errors: ["bad_request"],
  },
  // Administration
  {
    method: "get",
    path: "/api/admin/users",
    operationId: "listAccounts",
    tag: "Administration",
    summary: "Every account",
    access: ADMIN_ACCESS,
    answers: { 200: { description: "The accounts, by email", json: accountsAnswerSchema } },
  },
  {
    method: "post",
    path: "/api/admin/users",
    operationId: "addAccount",
    tag: "Administration",
    summary: "Add an account that signs in with email and password",
    access: ADMIN_ACCESS,
    body: { content: { "application/json": newAccountSchema } },
    answers: { 201: { description: "Added", json: accountCreatedSchema } },
    errors: ["conflict"],
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}",
    operationId: "changeAccount",
    tag: "Administration",
    summary: "Set an account's roles, or disable or enable it",
    description:
      "One change at a time. Nobody takes the admin role from, or disables, their own account; the last enabled " +
      "administrator keeps the role. A disabled account loses its sessions at once.",
    access: ADMIN_ACCESS,
    params: z.object({ id: z.string().describe("The account's id") }),
    body: { content: { "application/json": accountChangeSchema } },
    answers: { 200: { description: "The account as changed", json: accountSummarySchema } },
    errors: ["conflict", "not_found"],
  },
  {
    method: "delete",
    path: "/api/admin/users/{id}/second-factor",
    operationId: "resetSecondFactor",
    tag: "Administration",
    summary: "Remove an account's second factor",
    description:
      "Its authenticator app and recovery codes (a lost phone): it enrols again at its next password sign-in " +
      "where a second factor is required. An audit event.",
    access: ADMIN_ACCESS,
    params: z.object({ id: z.string().describe("The account's id") }),
    answers: { 204: { description: "Removed" } },
    errors: ["not_found"],
  },
  {
    method: "get",
    path: "/api/admin/second-factor",
    operationId: "getSecondFactorRequirement",
    tag: "Administration",
    summary: "Whose password sign-ins need a second step",
    access: ADMIN_ACCESS,
    answers: { 200: { description: "The requirement", json: secondFactorRequirementSchema } },
  },
  {
    method: "put",
    path: "/api/admin/second-factor",
    operationId: "setSecondFactorRequirement",
    tag: "Administration",
    summary: "Require a second step of nobody, the privileged accounts, or everyone",
    description:
      "Every instance goes by it within seconds. A password session that the requirement covers and that has no " +
      "second factor can then do nothing but enrol one: the API answers it 403 second_factor_enrolment_required. " +
      "Single sign-on sessions are left to the identity provider. A change is an audit event.",
    access: ADMIN_ACCESS,
    body: { content: { "application/json": secondFactorRequirementSchema } },
    answers: { 200: { description: "The requirement as set", json: secondFactorRequirementSchema } },
  },
  // Account
  {
    method: "get",
    path: "/api/identity",
    operationId: "getIdentity",
    tag: "Account",
    summary: "The registry credential this app signs with",
    access: SIGNED_IN_ACCESS,
    answers: { 200: { description: "The credential's identity, as the registry states it", json: identitySchema } },
    errors: LOOKUP_ERRORS.filter((code) => code !== "invalid_regcode" && code !== "not_found"),
  },
  {
    method: "post",
    path: "/api/preferences/language",
    operationId: "chooseLanguage",
    tag: "Account",
    summary: "Choose the app's language",
    description:
      "A plain form: keeps the choice in a cookie, saves it with a signed-in account, and goes back to the page " +
      "it came from.",
    access: PUBLIC_ACCESS,
    body: { content: { "application/x-www-form-urlencoded": languageChoiceSchema } },
    answers: { 303: { description: "Back to the page", headers: { location: "The page to go back to" } } },
  },
  ...(["get", "post"] as const).map((method): ApiOperation => ({
    method,
    path: "/api/auth/{all}",
    operationId: `betterAuth${method === "get" ? "Get" : "Post"}`,
    tag: "Account",
    summary: "Sign-in, sign-out and sessions (better-auth)",
    description:
      "better-auth's own endpoints (https://www.better-auth.com/docs/concepts/api), among them POST sign-in/email, " +
      "the second step's POST two-factor/verify-totp and two-factor/verify-backup-code, POST sign-in/social and " +
      "GET callback/oidc (single sign-on), POST sign-out and GET get-session. They answer in better-auth's " +
      "shapes.",
    access: PUBLIC_ACCESS,
    params: z.object({ all: z.string().describe("better-auth's endpoint, e.g. sign-in/email or get-session") }),
    ...(method === "post" && { body: { content: { "application/json": z.looseObject({}) } } }),
    answers: { 200: { description: "better-auth's answer", json: z.unknown() } },
  })),
  // API tokens
  {
    method: "get",
    path: "/api/tokens",
    operationId: "listApiTokens",
    tag: "API tokens",
    summary: "The caller's API tokens, or everyone's",
    description: `Newest first, expired and revoked ones included; never a token's secret. ${NO_STORE_NOTE}`,
    access: SIGNED_IN_ACCESS,
    query: apiTokensQuerySchema,
    answers: { 200: { description: "The tokens", json: apiTokensAnswerSchema } },
    errors: ["forbidden"],
  },
  {
    method: "post",
    path: "/api/tokens",
    operationId: "createApiToken",
    tag: "API tokens",
    summary: "Make an API token",
    description:
      "With a name, some of the caller's own roles and an expiry of at most a year. Only a hash of its secret is " +
      "kept: the token is in this answer and nowhere else. Made while signed in, never with another token. An " +
      `audit event. ${NO_STORE_NOTE}`,
    access: SIGNED_IN_ACCESS,
    body: { content: { "application/json": newApiTokenSchema } },
    answers: { 201: { description: "Made", json: createdApiTokenSchema } },
  },
  {
    method: "delete",
    path: "/api/tokens/{id}",
    operationId: "revokeApiToken",
    tag: "API tokens",
    summary: "Revoke an API token",
    description:
      "The caller's own, or (an administrator) anyone's: every instance refuses it from the next call. Revoking " +
      "one already revoked changes nothing. An audit event.",
    access: SIGNED_IN_ACCESS,
    params: z.object({ id: z.string().describe("The token's id") }),
    answers: { 204: { description: "Revoked" } },
    errors: ["not_found"],
  },
  // Service
  {
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    tag: "Service",
    summary: "The instance and its dependencies",
    description:
      '503 without the database, "degraded" without Redis. A signed round trip to the registry for callers ' +
      "holding HEALTH_TOKEN (Authorization: Bearer), else the last one's outcome.",
    access: PUBLIC_ACCESS,
    answers: {
      200: { description: "Up (ok or degraded)", json: healthAnswerSchema },
      503: { description: "Down: no database", json: healthAnswerSchema },
    },
  },
  {
    method: "get",
    path: "/api/ping",
    operationId: "ping",
    tag: "Service",
    summary: "Liveness",
    description: "A constant answer, with no session, rate limit or registry call.",
    access: PUBLIC_ACCESS,
    answers: { 200: { description: "Alive", json: livenessAnswerSchema } },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    operationId: "getApiDescription",
    tag: "Service",
    summary: "This API description",
    description: "OpenAPI 3.1, generated from the schemas the routes read and answer with.",
    access: SIGNED_IN_ACCESS,
    answers: {
      200: {
        description: "The description",
        json: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
      },
    },
  },
];

/**
 * Route files that are no operation: app/api/[...unknown] answers every other address under /api/ with a 404
 * (401 signed out), which each operation's errors already say.
 */
export const NOT_OPERATIONS: readonly string[] = ["/api/{unknown}"];
