import { z } from "zod";
import { headerKey, isCustomerHeader } from "@/lib/features/batch/parse-batch-input";
import { parseCsv } from "@/lib/features/batch/parse-csv";
import { AppError } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { CHECK_WEIGHTS, passesCheckDigit } from "@/lib/registry/regcode/check-digit";
import { normalizeRegcodeInput } from "@/lib/registry/regcode/normalize-regcode-input";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { Regcode } from "@/lib/registry/regcode/regcode";

/** Headers a registration number column goes by (compared as headerKey does: no case, spaces or underscores). */
const NUMBER_HEADERS = new Set([
  "regcode",
  "registrationnumber",
  "registrationno",
  "regnumber",
  "regnr",
  "regno",
  "number",
  "nr",
  "registracijasnumurs",
  "reģistrācijasnumurs",
]);

/** Longest customer id kept: a firm's own reference, not a note. */
const CUSTOMER_ID_MAX = 100;

/** Why a row of a client book was refused: nothing is changed for it. */
export const CLIENT_BOOK_REFUSALS = [
  "missing",
  "not_a_number",
  "check_digit",
  "duplicate",
  "customer_id_too_long",
] as const;
export type ClientBookRefusalReason = (typeof CLIENT_BOOK_REFUSALS)[number];

export interface ClientBookRefusal {
  /** The row's line in the file, its header being line 1. */
  line: number;
  /** The number as the row gave it (shortened). */
  value: string;
  reason: ClientBookRefusalReason;
  /** The reason in words of the request's language. */
  message: string;
}

export interface ClientBookRow {
  line: number;
  regcode: Regcode;
  customerId: string;
}

/** What a client book holds: the rows to import, each number once, and those refused, each with its reason. */
export interface ClientBook {
  rows: ClientBookRow[];
  refused: ClientBookRefusal[];
}

const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The last digit that would make the first ten pass the check (see passesCheckDigit); null when none does. */
function expectedCheckDigit(digits: string): number | null {
  const sum = CHECK_WEIGHTS.slice(0, 10).reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const digit = (((3 - sum) % 11) + 11) % 11;
  return digit === 10 ? null : digit;
}

/**
 * A client book as a CSV file (comma or semicolon separated, UTF-8 with or without a byte order mark): a header
 * naming a registration number column (regcode, registration_number, number…) and a customer id column
 * (customer_id, customer, client_id…), then a row per customer. Without either column the file is refused whole;
 * a row without a number or customer id, with a number that is not one or fails its check digit, or repeating an
 * earlier row's number is refused on its own, with its line and reason. A client book is a firm's own record of
 * its customers, so a number that fails the check digit is taken as mistyped rather than watched.
 */
export function parseClientBook(text: string, maxRows: number, locale: Locale): ClientBook {
  const t = translator(locale, "monitoring");
  const lines = parseCsv(text)
    .map((cells, i) => ({ line: i + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const [header, ...body] = lines;
  if (!header) throw new AppError("bad_request", "fileHasNoRows");
  const numberAt = header.cells.findIndex((cell) => NUMBER_HEADERS.has(headerKey(cell)));
  const customerAt = header.cells.findIndex(isCustomerHeader);
  if (numberAt < 0 || customerAt < 0) {
    throw new AppError("bad_request", {
      key: "clientBookColumns",
      values: { headers: shorten(header.cells.map((cell) => cell.trim()).join(", ")) },
    });
  }
  if (body.length > maxRows) throw new AppError("bad_request", { key: "batchTooLong", values: { maxRows } });
  const numberColumn = header.cells[numberAt]?.trim() ?? "";
  const customerColumn = header.cells[customerAt]?.trim() ?? "";
  const firstLine = new Map<string, number>();
  const book: ClientBook = { rows: [], refused: [] };
  for (const { line, cells } of body) {
    const given = cells[numberAt]?.trim() ?? "";
    const customerId = cells[customerAt]?.trim() ?? "";
    const refuse = (reason: ClientBookRefusalReason, message: string) =>
      book.refused.push({ line, value: shorten(given), reason, message });
    const input = normalizeRegcodeInput(given);
    if (input.kind === "empty") {
      refuse("missing", t("watchlists.import.refusal.noNumber", { column: numberColumn }));
      continue;
    }
    if (customerId === "") {
      refuse("missing", t("watchlists.import.refusal.noCustomerId", { column: customerColumn }));
      continue;
    }
    if (input.kind === "invalid") {
      const chars = input.foreign.map((c) => t("batch.form.quoted", { text: c })).join(", ");
      refuse(
        "not_a_number",
        input.foreign.length > 0
          ? t("batch.form.problemForeign", { chars })
          : t("batch.form.problemLength", { count: input.digits.length }),
      );
      continue;
    }
    if (!passesCheckDigit(input.digits)) {
      const digit = expectedCheckDigit(input.digits);
      refuse(
        "check_digit",
        digit === null
          ? t("watchlists.import.refusal.checkDigitNone")
          : t("watchlists.import.refusal.checkDigit", { digit: String(digit), given: input.digits.slice(-1) }),
      );
      continue;
    }
    const earlier = firstLine.get(input.digits);
    if (earlier !== undefined) {
      refuse("duplicate", t("watchlists.import.refusal.duplicate", { line: earlier }));
      continue;
    }
    if (customerId.length > CUSTOMER_ID_MAX) {
      refuse("customer_id_too_long", t("watchlists.import.refusal.customerIdTooLong", { max: CUSTOMER_ID_MAX }));
      continue;
    }
    firstLine.set(input.digits, line);
    book.rows.push({ line, regcode: parseRegcode(input.digits), customerId });
  }
  return book;
}

/** A refused row, as the import's answer gives it. */
export const clientBookRefusalSchema = z.strictObject({
  line: z.number().int().describe("The row's line in the file (the header is line 1)"),
  value: z.string().describe("The number as the row gave it"),
  reason: z.enum(CLIENT_BOOK_REFUSALS),
  message: z.string().describe("The reason, in the language of the request"),
});
