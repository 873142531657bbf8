import { z } from "zod";
import { AppError } from "@/lib/platform/errors/app-error";
import { errorKey } from "@/lib/platform/errors/error-text";
import { parseInput } from "@/lib/platform/errors/input-error";
import { REGCODE_PATTERN } from "@/lib/registry/regcode/regcode";
import { type AuditEventType, AUDIT_EVENT_TYPES } from "./audit-event-types";

/** Which audit events to list: every field optional, all given ones must match. */
export interface AuditFilter {
  /** A user's email (any case) or id. */
  user?: string;
  regcode?: string;
  event?: AuditEventType;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound: a date `to` covers that whole day (UTC). */
  to?: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;
const realDay = z.iso.date();
const realDateTime = z.iso.datetime({ offset: true });

// The messages name the field from the path.
const bound = z
  .string()
  .trim()
  .refine((text) => DAY.test(text) || DATE_TIME.test(text), { error: errorKey("auditDateFormat"), abort: true })
  .refine((text) => (DAY.test(text) ? realDay : realDateTime).safeParse(text).success, {
    error: errorKey("auditRealDate"),
  });

/** The filter's query parameters, as the /audit form and the API send them. */
export const auditFilterQuerySchema = z.object({
  user: z
    .string()
    .trim()
    .max(320, { error: errorKey("auditUserTooLong") })
    .optional(),
  regcode: z
    .string()
    .trim()
    .regex(REGCODE_PATTERN, { error: errorKey("auditRegcode") })
    .optional(),
  event: z.enum(AUDIT_EVENT_TYPES, { error: errorKey("auditEvent") }).optional(),
  from: bound.optional(),
  to: bound.optional(),
});

// An empty field in a form means "any", as if it were absent.
const given = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

/** The filter from an address's query (the /audit form and the API share it). Bad input: a 400 naming the field. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const { from, to, ...rest } = parseInput(
    auditFilterQuerySchema,
    Object.fromEntries(["user", "regcode", "event", "from", "to"].map((k) => [k, given(params, k)])),
    "all",
  );
  const filter: AuditFilter = { ...rest };
  if (from) filter.from = new Date(from);
  if (to) filter.to = DAY.test(to) ? new Date(Date.parse(to) + DAY_MS) : new Date(to);
  if (filter.from && filter.to && filter.from >= filter.to) {
    throw new AppError("bad_request", "auditFromBeforeTo");
  }
  return filter;
}
