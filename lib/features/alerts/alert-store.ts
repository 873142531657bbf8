import type { Database } from "@/lib/platform/db/database";
import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
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
  /** The lists holding the entity when the alert was raised, by id, ascending. */
  watchlists: number[];
  severity: AlertSeverity;
  findings: AlertFindings;
  /** The ownership effect raised with it, as stored; null for a change to the entity's own fields alone. */
  effect: unknown;
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
 * Raises one alert about the change, on every list that holds the entity at that moment, inside the caller's
 * transaction: however many lists hold it, it is acknowledged once. None when no list holds it any more.
 */
export async function raiseAlert(tx: Database, raising: AlertRaising): Promise<RaisedAlert[]> {
  const lists = await tx
    .select({ id: watchEntries.watchlistId })
    .from(watchEntries)
    .where(eq(watchEntries.regcode, raising.regcode))
    .orderBy(asc(watchEntries.watchlistId));
  if (lists.length === 0) return [];
  const { findings, effect, ...rest } = raising;
  const [inserted] = await tx
    .insert(alerts)
    .values({
      ...rest,
      summary: storedAlertSummary(
        { summary: alertSummary(findings, DEFAULT_LOCALE), findings, effect },
        DEFAULT_LOCALE,
      ),
      findings,
      effect: effect ?? null,
    })
    .returning({ id: alerts.id, severity: alerts.severity });
  if (!inserted) return [];
  await tx.insert(alertLists).values(lists.map(({ id }) => ({ alertId: inserted.id, watchlistId: id })));
  return [{ ...inserted, watchlists: lists.map(({ id }) => id), findings, effect: effect ?? null }];
}

/**
 * Alerts on at least one list this user may see: whoever may see one of an alert's lists sees the alert, once.
 * `alerts` must be in the query it filters.
 */
export function onVisibleList(db: Database, userId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(alertLists)
      .innerJoin(watchlists, eq(watchlists.id, alertLists.watchlistId))
      .where(and(eq(alertLists.alertId, alerts.id), visibleTo(db, "watchlist", userId))),
  );
}

/** The lists an alert is on and the firm's customer ids of its entity on them. */
export interface AlertLists {
  /** Ascending by id. */
  watchlists: Array<{ id: number; name: string }>;
  /** The customer ids the entries on those lists give the entity, each once, sorted. */
  customerIds: string[];
}

/**
 * The lists each alert is on, with the customer ids their entries give its entity: only those this user may see,
 * or all of them (for a receiving system) when `userId` is null. An alert with none has no entry in the map.
 */
export async function alertListsOf(
  db: Database,
  userId: string | null,
  alertIds: readonly number[],
): Promise<Map<number, AlertLists>> {
  const found = new Map<number, AlertLists>();
  if (alertIds.length === 0) return found;
  const rows = await db
    .select({
      alertId: alertLists.alertId,
      id: watchlists.id,
      name: watchlists.name,
      customerId: watchEntries.customerId,
    })
    .from(alertLists)
    .innerJoin(alerts, eq(alerts.id, alertLists.alertId))
    .innerJoin(watchlists, eq(watchlists.id, alertLists.watchlistId))
    // The entry as it is now: one taken off the list since gives no customer id.
    .leftJoin(
      watchEntries,
      and(eq(watchEntries.watchlistId, alertLists.watchlistId), eq(watchEntries.regcode, alerts.regcode)),
    )
    .where(
      and(inArray(alertLists.alertId, [...alertIds]), userId === null ? undefined : visibleTo(db, "watchlist", userId)),
    )
    .orderBy(asc(alertLists.alertId), asc(watchlists.id));
  for (const { alertId, id, name, customerId } of rows) {
    const lists = found.get(alertId) ?? { watchlists: [], customerIds: [] };
    lists.watchlists.push({ id, name });
    if (customerId !== null && !lists.customerIds.includes(customerId)) lists.customerIds.push(customerId);
    found.set(alertId, lists);
  }
  for (const lists of found.values()) lists.customerIds.sort();
  return found;
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
    .where(and(eq(alerts.status, "open"), onVisibleList(db, userId)));
  return row?.n ?? 0;
}

/**
 * Alerts on the lists this user may see, newest first (at most `limit`): each once, with those of its lists the user
 * may see and the customer ids their entries give the entity, saying what changed in `locale`.
 */
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
      effect: alerts.effect,
      createdAt: alerts.createdAt,
      status: alerts.status,
      from: alerts.fromSha256,
      to: alerts.toSha256,
      note: alerts.note,
      acknowledgedAt: alerts.acknowledgedAt,
      acknowledgedBy: user.name,
      // The entity's case being worked on, which the alert may be added to (else a case may be opened for it).
      caseId: sql<number | null>`(select max(${cases.id}) from ${cases} where ${cases.regcode} = ${alerts.regcode}
        and ${inArray(cases.state, [...ACTIVE_CASE_STATES])})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(alerts)
    .leftJoin(user, eq(user.id, alerts.acknowledgedBy))
    .where(and(onVisibleList(db, userId), status === "all" ? undefined : eq(alerts.status, status)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
  const lists = await alertListsOf(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map(({ findings, effect, ...row }) => {
    const stored = { summary: row.summary, findings, effect };
    const { watchlists, customerIds } = lists.get(row.id) ?? { watchlists: [], customerIds: [] };
    return {
      ...row,
      summary: storedAlertSummary(stored, locale),
      // As stored: the page reads it with parseStoredEffect, the API passes it on.
      effect,
      watchlists,
      customerIds,
    };
  });
}

/**
 * An alert, open or acknowledged, on a list this user may see (for opening a case from it), with the names of those
 * of its lists they may see; a 404 for anything else.
 */
export async function visibleAlert(db: Database, userId: string, alertId: number) {
  const [found] = await db
    .select({
      id: alerts.id,
      regcode: alerts.regcode,
      legalName: alerts.legalName,
      severity: alerts.severity,
      summary: alerts.summary,
      findings: alerts.findings,
      effect: alerts.effect,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), onVisibleList(db, userId)));
  if (!found) throw new AppError("not_found", { key: "noVisibleAlert", values: { id: String(alertId) } });
  const lists = (await alertListsOf(db, userId, [alertId])).get(alertId);
  const { findings, effect, ...alert } = found;
  const stored = { summary: alert.summary, findings, effect };
  // In English, as a case's notes are kept.
  return {
    ...alert,
    summary: storedAlertSummary(stored, DEFAULT_LOCALE),
    watchlists: lists?.watchlists.map((list) => list.name) ?? [],
  };
}

/** An acknowledgement's `{note}`: 3–2000 characters once trimmed. */
export const acknowledgementSchema = z.object({
  note: z
    .string({ error: errorKey("noteMissing") })
    .trim()
    .min(3, errorKey("noteTooShort"))
    .max(2000, errorKey("noteTooLong")),
});

/**
 * Marks an open alert on a list this user may see as acknowledged, with their note (see acknowledgementSchema):
 * once, for every list it is on.
 */
export async function acknowledgeAlert(db: Database, userId: string, alertId: number, note: string, now: Date) {
  const [done] = await db
    .update(alerts)
    .set({ status: "acknowledged", acknowledgedBy: userId, acknowledgedAt: now, note })
    .where(and(eq(alerts.id, alertId), eq(alerts.status, "open"), onVisibleList(db, userId)))
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
        effect: z
          .record(z.string(), z.unknown())
          .nullable()
          .describe(
            "What the change does to the entity through its ownership structure: owners, shares against the threshold, control, sanctions, mismatches with the register, the risk level, and the records where it happened; null for a change to its own record's fields alone",
          ),
        createdAt: z.iso.datetime(),
        status: z.enum(ALERT_STATUSES),
        from: z.string().describe("SHA-256 of the retrieval compared with"),
        to: z.string().describe("SHA-256 of the retrieval that changed"),
        note: z.string().nullable(),
        acknowledgedAt: z.iso.datetime().nullable(),
        acknowledgedBy: z.string().nullable(),
        watchlists: z
          .array(z.strictObject({ id: z.number().int(), name: z.string() }))
          .describe("The lists the alert is on that the caller may see, by id: one alert however many hold the entity"),
        customerIds: z
          .array(z.string())
          .describe("The firm's customer ids of the entity, from its entries on those lists (none when not given)"),
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
