import type { Database } from "@/lib/platform/db/database";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { ACTIVE_CASE_STATES } from "@/lib/domain/cases/case-types";
import { cases } from "@/lib/platform/db/schema/cases";
import { z } from "zod";
import { user } from "@/lib/platform/db/schema/auth";
import {
  ALERT_STATUSES,
  type AlertSeverity,
  alertLists,
  alerts,
  SEVERITIES,
  watchEntries,
  watchlists,
} from "@/lib/platform/db/schema/watchlists";
import { AppError } from "@/lib/platform/errors/app-error";
import { errorKey } from "@/lib/platform/errors/error-text";
import { parseInput } from "@/lib/platform/errors/input-error";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import type { Locale } from "@/lib/platform/i18n/locales";
import { visibleTo } from "@/lib/domain/sharing/visible-to";
import { type AlertFindings, alertSummary, storedAlertSummary } from "./alert-summary";
import { DEFAULT_LOCALE } from "@/lib/platform/i18n/locales";

export interface RaisedAlert {
  id: number;
  watchlistId: number;
  severity: AlertSeverity;
  findings: AlertFindings;
}

/** A change to raise an alert about: the retrievals compared, what was found, and its effect through the structure. */
export interface AlertRaising {
  regcode: string;
  /** The entity's name in the record that raised it. */
  legalName: string | null;
  severity: AlertSeverity;
  findings: AlertFindings;
  /** The ownership effect (lib/domain/ownership-effect) when the change reached the entity through its structure. */
  effect?: unknown;
  fromSha256: string;
  toSha256: string;
  createdAt: Date;
}

/**
 * Raises the alert on every list that holds the entity, inside the caller's transaction; none when no list
 * holds it any more.
 */
export async function raiseAlert(tx: Database, raising: AlertRaising): Promise<RaisedAlert[]> {
  const lists = await tx
    .select({ id: watchEntries.watchlistId })
    .from(watchEntries)
    .where(eq(watchEntries.regcode, raising.regcode));
  if (lists.length === 0) return [];
  const { findings, effect, ...rest } = raising;
  const inserted = await tx
    .insert(alerts)
    .values(
      lists.map(({ id }) => ({
        ...rest,
        watchlistId: id,
        summary: alertSummary(findings, DEFAULT_LOCALE),
        findings,
        effect: effect ?? null,
      })),
    )
    .returning({ id: alerts.id, watchlistId: alerts.watchlistId, severity: alerts.severity });
  await tx.insert(alertLists).values(inserted.map((row) => ({ alertId: row.id, watchlistId: row.watchlistId! })));
  return inserted.map((row) => ({ ...row, watchlistId: row.watchlistId!, findings }));
}

export type AlertStatus = (typeof ALERT_STATUSES)[number];

const statusQuery = z.enum([...ALERT_STATUSES, "all"], {
  error: errorKey("alertStatus"),
});

/** The ?status= of an alerts listing: open by default. */
export function parseAlertStatus(value: string | null): AlertStatus | "all" {
  return parseInput(statusQuery, value ?? "open");
}

/** How many alerts are open on the lists this user may see: the header's count. */
export async function openAlertCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .innerJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .where(and(eq(alerts.status, "open"), visibleTo(db, "watchlist", userId)));
  return row?.n ?? 0;
}

/** Alerts on the lists this user may see, newest first (at most `limit`), each saying what changed in `locale`. */
export async function listAlerts(
  db: Database,
  userId: string,
  status: AlertStatus | "all",
  locale: Locale,
  limit = 500,
) {
  const rows = await db
    .select({
      id: alerts.id,
      regcode: alerts.regcode,
      // As the record that raised the alert named it.
      name: alerts.legalName,
      severity: alerts.severity,
      summary: alerts.summary,
      findings: alerts.findings,
      createdAt: alerts.createdAt,
      status: alerts.status,
      from: alerts.fromSha256,
      to: alerts.toSha256,
      note: alerts.note,
      acknowledgedAt: alerts.acknowledgedAt,
      acknowledgedBy: user.name,
      watchlist: { id: watchlists.id, name: watchlists.name },
      // The entity's case being worked on, which the alert may be added to (else a case may be opened for it).
      caseId: sql<number | null>`(select max(${cases.id}) from ${cases} where ${cases.regcode} = ${alerts.regcode}
        and ${inArray(cases.state, [...ACTIVE_CASE_STATES])})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(alerts)
    .innerJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .leftJoin(user, eq(user.id, alerts.acknowledgedBy))
    .where(and(visibleTo(db, "watchlist", userId), status === "all" ? undefined : eq(alerts.status, status)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
  return rows.map(({ findings, ...row }) => ({ ...row, summary: storedAlertSummary({ ...row, findings }, locale) }));
}

/** An alert, open or acknowledged, on a list this user may see (for opening a case from it); a 404 for anything else. */
export async function visibleAlert(db: Database, userId: string, alertId: number) {
  const [found] = await db
    .select({
      id: alerts.id,
      regcode: alerts.regcode,
      legalName: alerts.legalName,
      severity: alerts.severity,
      summary: alerts.summary,
      createdAt: alerts.createdAt,
      watchlist: watchlists.name,
    })
    .from(alerts)
    .innerJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .where(and(eq(alerts.id, alertId), visibleTo(db, "watchlist", userId)));
  if (!found) throw new AppError("not_found", { key: "noVisibleAlert", values: { id: String(alertId) } });
  return found;
}

/** An acknowledgement's `{note}`: 3–2000 characters once trimmed. */
export const acknowledgementSchema = z.object({
  note: z
    .string({ error: errorKey("noteMissing") })
    .trim()
    .min(3, errorKey("noteTooShort"))
    .max(2000, errorKey("noteTooLong")),
});

/** Marks an open alert on a list this user may see as acknowledged, with their note (see acknowledgementSchema). */
export async function acknowledgeAlert(db: Database, userId: string, alertId: number, note: string, now: Date) {
  const usable = db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(visibleTo(db, "watchlist", userId));
  const [done] = await db
    .update(alerts)
    .set({ status: "acknowledged", acknowledgedBy: userId, acknowledgedAt: now, note })
    .where(and(eq(alerts.id, alertId), eq(alerts.status, "open"), inArray(alerts.watchlistId, usable)))
    .returning({ id: alerts.id, regcode: alerts.regcode, severity: alerts.severity, note: alerts.note });
  if (!done) throw new AppError("not_found", { key: "noOpenAlert", values: { id: String(alertId) } });
  return { ...done, note };
}

/** The alerts listing's query (for the API description). */
export const alertsQuerySchema = z.object({
  status: statusQuery.optional().describe("open (the default), acknowledged or all"),
});

/** GET /api/alerts: newest first, each saying what changed in the language of the request. */
export const alertsAnswerSchema = answerSchema<{ alerts: Awaited<ReturnType<typeof listAlerts>> }>()(
  z.strictObject({
    alerts: z.array(
      z.strictObject({
        id: z.number().int(),
        regcode: z.string(),
        name: z.string().nullable().describe("As the record that raised the alert named the entity"),
        severity: z.enum(SEVERITIES),
        summary: z.string(),
        createdAt: z.iso.datetime(),
        status: z.enum(ALERT_STATUSES),
        from: z.string().describe("SHA-256 of the retrieval compared with"),
        to: z.string().describe("SHA-256 of the retrieval that changed"),
        note: z.string().nullable(),
        acknowledgedAt: z.iso.datetime().nullable(),
        acknowledgedBy: z.string().nullable(),
        watchlist: z.strictObject({ id: z.number().int(), name: z.string() }),
        caseId: z
          .number()
          .int()
          .nullable()
          .describe("The entity's case being worked on, which POST /api/alerts/{id}/case adds the alert to"),
      }),
    ),
  }),
);

/** POST /api/alerts/{id}/acknowledge. */
export const acknowledgedSchema = z.strictObject({ id: z.number().int(), status: z.literal("acknowledged") });
