import type { AuditJson } from "@/lib/platform/db/schema/audit";

/**
 * Every kind of audit event, with the key of the label the audit trail shows for it
 * (account.audit.events.<key> in the message catalogues).
 */
export const AUDIT_EVENT_KEYS = {
  "sign-in": "signIn",
  "sign-in-failed": "signInFailed",
  "sign-out": "signOut",
  lookup: "lookup",
  "personal-details-view": "personalDetailsView",
  "report-view": "reportView",
  "changes-view": "changesView",
  "ownership-determination": "ownershipDetermination",
  export: "export",
  "user-added": "userAdded",
  "roles-changed": "rolesChanged",
  "account-disabled": "accountDisabled",
  "retention-checkpoint": "retentionCheckpoint",
  "watchlist-add": "watchlistAdd",
  "watchlist-remove": "watchlistRemove",
  "watchlist-create": "watchlistCreate",
  "watchlist-rename": "watchlistRename",
  "watchlist-depth": "watchlistDepth",
  "watchlist-delete": "watchlistDelete",
  "alert-acknowledged": "alertAcknowledged",
  "audit-chain-keyed": "auditChainKeyed",
  "batch-create": "batchCreate",
  "batch-cancel": "batchCancel",
  "batch-retry": "batchRetry",
  "batch-share": "batchShare",
  "watchlist-share": "watchlistShare",
  "watchlist-import": "watchlistImport",
  "watchlist-check-all": "watchlistCheckAll",
  "password-changed": "passwordChanged",
  "sessions-revoked": "sessionsRevoked",
  "token-created": "tokenCreated",
  "token-revoked": "tokenRevoked",
  "second-factor-enrolled": "secondFactorEnrolled",
  "second-factor-disabled": "secondFactorDisabled",
  "recovery-code-used": "recoveryCodeUsed",
  "recovery-codes-renewed": "recoveryCodesRenewed",
  "second-factor-reset": "secondFactorReset",
  "second-factor-requirement-changed": "secondFactorRequirementChanged",
  "sso-sign-in": "ssoSignIn",
  "sso-sign-in-refused": "ssoSignInRefused",
  "sso-roles-changed": "ssoRolesChanged",
  "case-opened": "caseOpened",
  "case-started": "caseStarted",
  "case-note-added": "caseNoteAdded",
  "case-note-edited": "caseNoteEdited",
  "case-assigned": "caseAssigned",
  "case-submitted": "caseSubmitted",
  "case-approved": "caseApproved",
  "case-approval-refused": "caseApprovalRefused",
  "case-rejected": "caseRejected",
  "case-returned": "caseReturned",
  "case-risk-overridden": "caseRiskOverridden",
  "case-evidence-refreshed": "caseEvidenceRefreshed",
  "case-reported-to-register": "caseReportedToRegister",
  "case-report-kept": "caseReportKept",
} as const;

export type AuditEventType = keyof typeof AUDIT_EVENT_KEYS;

export const AUDIT_EVENT_TYPES = Object.keys(AUDIT_EVENT_KEYS) as AuditEventType[];

export function isAuditEventType(value: string): value is AuditEventType {
  return Object.hasOwn(AUDIT_EVENT_KEYS, value);
}

/** Where a looked-up record came from: the app's cache, a call to the registry, or a stored copy (a permalink). */
export type LookupSource = "cache" | "registry" | "stored";

/** What each kind of event records beside who, when and from where. A number is always under `regcode`. */
export interface AuditDetailsByType {
  /** `secondFactor`: how a password sign-in's second step was passed, where it had one. */
  "sign-in": { email: string; secondFactor?: "totp" | "recovery-code" };
  /** `secondFactor`: the second step that failed, after the right password. */
  "sign-in-failed": { email: string; secondFactor?: "totp" | "recovery-code" };
  "sign-out": Record<string, never>;
  lookup: {
    regcode: string;
    /** Why the record was fetched: the page, export or API route that asked. */
    reason: string;
    credential: string | null;
    /** SHA-256 of the record bytes received; null when the lookup failed. */
    sha256: string | null;
    source: LookupSource | null;
    /** "ok", or the error code the lookup ended with. */
    outcome: string;
  };
  /**
   * `sha256` is the retrieval whose personal details were shown: a page comparing two shows two.
   * `purpose` is null where the app does not ask for one (REQUIRE_PURPOSE off).
   */
  "personal-details-view": { regcode: string; sha256: string; purpose: string | null };
  /** `variant` "summary" for the summary report of a few pages; absent for the full one. */
  "report-view": { regcode: string; sha256: string; variant?: "summary" };
  /** The two retrievals compared, by SHA-256, and how many changes were shown. */
  "changes-view": { regcode: string; from: string; to: string; changes: number };
  /**
   * An ownership determination answered: how many register records it read, whether every chain was resolved,
   * and whether personal details were withheld from the viewer.
   */
  "ownership-determination": { regcode: string; records: number; complete: boolean; withheld: boolean };
  export: { regcode: string; file: string; sha256: string };
  "user-added": { targetUserId: string; email: string; roles: string[] };
  "roles-changed": { targetUserId: string; email: string; roles: string[] };
  "account-disabled": { targetUserId: string; email: string; disabled: boolean };
  /**
   * Stands, as the oldest row, for rows 1 to `removedRows` removed by retention: those older than
   * `removedBefore`, which is at least `retentionYears` before the checkpoint's own time.
   */
  "retention-checkpoint": { removedRows: number; removedBefore: string; retentionYears: number };
  "watchlist-add": { regcode: string; watchlistId: number };
  /** How many of the user's lists the number was taken off. */
  "watchlist-remove": { regcode: string; removed: number };
  "watchlist-create": { watchlistId: number; name: string };
  "watchlist-rename": { watchlistId: number; name: string; previous: string };
  /** Layers of each entity's ownership structure the list watches; null: the determination's own depth. */
  "watchlist-depth": { watchlistId: number; depth: number | null; previous: number | null };
  /** How many numbers the list held when it was deleted. */
  "watchlist-delete": { watchlistId: number; name: string; entries: number };
  "alert-acknowledged": { regcode: string; alertId: number; severity: string; note: string };
  /**
   * Written when the app first keys a trail whose rows were not: the chain then started at row `chainStart`
   * and rows up to `unkeyedTo` are not keyed.
   */
  "audit-chain-keyed": { chainStart: number; unkeyedTo: number };
  /** `input` is the SHA-256 of the list as uploaded. */
  "batch-create": { batchId: number; name: string; rows: number; input: string };
  "batch-cancel": { batchId: number };
  /** How many failed rows were queued again. */
  "batch-retry": { batchId: number; retried: number };
  /** `sharedWith`: the ids of the colleagues named (`named`), else empty. */
  "batch-share": { batchId: number; sharing: string; sharedWith: string[] };
  "watchlist-share": { watchlistId: number; sharing: string; sharedWith: string[] };
  /**
   * Numbers put on a list at once: from a client book (`input`, the SHA-256 of the file as uploaded) or a batch's
   * found rows (`batchId`); how many were added, had their customer id updated, or were refused.
   */
  "watchlist-import": {
    watchlistId: number;
    input: string | null;
    batchId: number | null;
    added: number;
    updated: number;
    refused: number;
  };
  /** Every number of a list made due now ("Check all now"): how many. */
  "watchlist-check-all": { watchlistId: number; queued: number };
  /** The user's own name, changed by themselves. */
  "password-changed": { otherSessionsRevoked: boolean };
  /** `all`: every session of the user's; otherwise the other sessions, or one. */
  "sessions-revoked": { which: "one" | "others" | "all" };
  /** An API token made by its owner, with the roles it carries and when it expires (ISO 8601). */
  "token-created": { tokenId: string; name: string; roles: string[]; expiresAt: string };
  /** `targetUserId`: the token's owner, who is not the actor when an administrator revoked it. */
  "token-revoked": { tokenId: string; name: string; targetUserId: string };
  /** The user's own authenticator app, confirmed with its first code. */
  "second-factor-enrolled": Record<string, never>;
  /** Turned off by the user, with their password. */
  "second-factor-disabled": Record<string, never>;
  /** A recovery code instead of the app's code at sign-in; `remaining`: the unused ones left. */
  "recovery-code-used": { remaining: number };
  /** The user's recovery codes replaced by new ones. */
  "recovery-codes-renewed": Record<string, never>;
  /** An administrator removed an account's second factor (lost phone and codes): it enrols again. */
  "second-factor-reset": { targetUserId: string; email: string };
  /** Whose password sign-ins need a second step: `off`, `privileged` (admin, personal-data) or `everyone`. */
  "second-factor-requirement-changed": { requirement: string; previousRequirement: string };
  /**
   * A sign-in through the identity provider: the roles it gave, from the provider's groups as it sent them;
   * `newAccount` when the account was made at this sign-in (its domain is allowed).
   */
  "sso-sign-in": { email: string; roles: string[]; groups: string[]; newAccount: boolean };
  /**
   * A sign-in through the identity provider refused: the app's reason (no mapped group, an account that may not
   * be made…) or the sign-in's own error code (a token that failed verification, another issuer). `email` is
   * empty when the provider's answer was not trusted.
   */
  "sso-sign-in-refused": { email: string; reason: string; groups: string[] };
  /** The roles the provider's groups gave at a sign-in differ from those the account had. */
  "sso-roles-changed": {
    targetUserId: string;
    email: string;
    roles: string[];
    previousRoles: string[];
    groups: string[];
  };
  /**
   * A case opened on an entity: its purpose (which then covers every entity of its pinned evidence for its
   * preparer and assignee), the model's risk level and the retrievals pinned (`complete`: the ownership
   * determination was pinned with them, not the entity alone).
   */
  "case-opened": {
    regcode: string;
    caseId: number;
    kind: string;
    purpose: string;
    assigneeId: string | null;
    dueOn: string | null;
    riskLevel: string;
    modelVersion: string;
    sha256s: string[];
    complete: boolean;
    alertId: number | null;
  };
  /** Work on the case started: by `start`, or by its first note. */
  "case-started": { regcode: string; caseId: number };
  "case-note-added": { regcode: string; caseId: number; noteId: number; note: string };
  /** `version`: the note's new version; the earlier ones are kept. */
  "case-note-edited": { regcode: string; caseId: number; noteId: number; version: number; note: string };
  "case-assigned": { regcode: string; caseId: number; assigneeId: string; previousAssigneeId: string | null };
  "case-submitted": { regcode: string; caseId: number; decision: string; conclusion: string; riskLevel: string | null };
  /** One approval; the case is approved once it has `approvalsNeeded` (then `nextReviewOn` is set). */
  "case-approved": {
    regcode: string;
    caseId: number;
    approvals: number;
    approvalsNeeded: number;
    state: string;
    riskLevel: string | null;
    nextReviewOn: string | null;
  };
  /** A sign-off (approve, reject, return: `action`) the case's rules refused, with the rule's `reason`. */
  "case-approval-refused": { regcode: string; caseId: number; action: string; reason: string; state: string };
  "case-rejected": { regcode: string; caseId: number; reason: string };
  "case-returned": { regcode: string; caseId: number; reason: string };
  /** `level` null: the override removed. */
  "case-risk-overridden": {
    regcode: string;
    caseId: number;
    level: string | null;
    previousLevel: string | null;
    modelLevel: string | null;
    reason: string | null;
  };
  /** The evidence pinned again: retrievals whose SHA-256 changed, numbers added and removed. */
  "case-evidence-refreshed": {
    regcode: string;
    caseId: number;
    changedRecords: string[];
    addedRecords: string[];
    removedRecords: string[];
    sha256s: string[];
    complete: boolean;
  };
  "case-reported-to-register": { regcode: string; caseId: number };
  /** The SHA-256 of an approved case's report (PDF), kept with the approval: the first one printed after it. */
  "case-report-kept": { regcode: string; caseId: number; pdfSha256: string };
}

export type AuditDetails<T extends AuditEventType> = AuditDetailsByType[T] & { [key: string]: AuditJson };
