import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { REGCODE_PATTERN } from "@/lib/registry/regcode";
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

const bound = (name: string) =>
  z
    .string()
    .trim()
    .refine((text) => DAY.test(text) || DATE_TIME.test(text), {
      error: `${name} must be a date (2026-11-23) or a date and time (2026-11-23T14:00:00Z)`,
      abort: true,
    })
    .refine((text) => (DAY.test(text) ? realDay : realDateTime).safeParse(text).success, {
      error: `${name} is not a real date`,
    });

const schema = z.object({
  user: z.string().trim().max(320, { error: "user is too long" }).optional(),
  regcode: z
    .string()
    .trim()
    .regex(REGCODE_PATTERN, { error: "regcode must be an 11-digit registration number" })
    .optional(),
  event: z.enum(AUDIT_EVENT_TYPES, { error: `event must be one of: ${AUDIT_EVENT_TYPES.join(", ")}` }).optional(),
  from: bound("from").optional(),
  to: bound("to").optional(),
});

// An empty field in a form means "any", as if it were absent.
const given = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

/** The filter from an address's query (the /audit form and the API share it). Bad input: a 400 naming the field. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const parsed = schema.safeParse(
    Object.fromEntries(["user", "regcode", "event", "from", "to"].map((k) => [k, given(params, k)])),
  );
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues.map((issue) => issue.message).join("; "));
  const { from, to, ...rest } = parsed.data;
  const filter: AuditFilter = { ...rest };
  if (from) filter.from = new Date(from);
  if (to) filter.to = DAY.test(to) ? new Date(Date.parse(to) + DAY_MS) : new Date(to);
  if (filter.from && filter.to && filter.from >= filter.to) {
    throw new AppError("bad_request", "from must be before to");
  }
  return filter;
}
