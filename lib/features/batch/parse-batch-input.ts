import { AppError } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { passesCheckDigit } from "@/lib/registry/regcode/check-digit";
import { normalizeRegcodeInput } from "@/lib/registry/regcode/normalize-regcode-input";
import type { BatchInputReport } from "./batch-input-report";
import { parseCsv } from "./parse-csv";

/** What the app understood of a list before anything is sent: the numbers to look up, each once, in the order
 * they first appear, and what the batch keeps of the rest. `customerIds`: a CSV's customer reference beside each
 * number (the first one given for a number listed twice), carried through to the results. */
export type BatchInput = BatchInputReport & { numbers: string[]; customerIds?: Record<string, string> };

/** Headers a customer reference column goes by (compared without case, spaces or underscores). */
const CUSTOMER_HEADERS = new Set([
  "customerid",
  "customer",
  "customerref",
  "clientid",
  "client",
  "klientaid",
  "klients",
]);
/** A header as it is compared: without case, spaces, underscores, dots or dashes. */
export const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, "");

/** Whether a header names a customer reference column (customer_id, client_id, klienta_id…). */
export const isCustomerHeader = (cell: string) => CUSTOMER_HEADERS.has(headerKey(cell));

const LIST_SEPARATORS = /[,;\t|]+/;
const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Why an entry is not a number: the characters that are not digits (up to three), and how many there are. */
interface Wrong {
  foreign: string[];
  length: number;
}

type Found = { value: string; digits: string } | { value: string; wrong: Wrong };

/** The numbers of one piece of text: one number (spaces and dashes inside it allowed), or several separated by spaces. */
function numbersIn(piece: string): Found[] {
  const whole = normalizeRegcodeInput(piece);
  if (whole.kind === "empty") return [];
  if (whole.kind === "valid") return [{ value: piece.trim(), digits: whole.digits }];
  // Several numbers side by side: only when every one of them is a number on its own.
  const tokens = piece.trim().split(/\s+/).map(normalizeRegcodeInput);
  if (tokens.length > 1 && tokens.every((token) => token.kind === "valid"))
    return tokens.map((token) => ({ value: token.digits, digits: token.digits }));
  return [{ value: piece.trim(), wrong: { foreign: whole.foreign, length: whole.digits.length } }];
}

/** Why an entry is not sent, in words of a language. */
function problemWords({ foreign, length }: Wrong, locale: Locale): string {
  const t = translator(locale, "monitoring");
  if (foreign.length === 0) return t("batch.form.problemLength", { count: length });
  const chars = foreign.map((c) => t("batch.form.quoted", { text: c })).join(", ");
  return t("batch.form.problemForeign", { chars });
}

function collect(
  entries: Array<{ line: number; text: string; customerId?: string }>,
  maxRows: number,
  locale: Locale,
  column?: Pick<BatchInput, "column" | "columnPosition">,
): BatchInput {
  const seen = new Set<string>();
  const result: BatchInput = { numbers: [], duplicates: 0, invalid: [], checkDigitWarnings: [], entries: 0, ...column };
  for (const { line, text, customerId } of entries) {
    for (const found of numbersIn(text)) {
      result.entries++;
      if (result.entries > maxRows) {
        throw new AppError("bad_request", { key: "batchTooLong", values: { maxRows } });
      }
      if ("wrong" in found)
        result.invalid.push({ line, value: shorten(found.value), problem: problemWords(found.wrong, locale) });
      else if (seen.has(found.digits)) result.duplicates++;
      else {
        seen.add(found.digits);
        result.numbers.push(found.digits);
        const reference = customerId?.trim();
        if (reference) (result.customerIds ??= {})[found.digits] = reference;
        if (!passesCheckDigit(found.digits)) result.checkDigitWarnings.push(found.digits);
      }
    }
  }
  return result;
}

/** A pasted list: numbers separated by lines, commas, semicolons, tabs, bars or spaces, with or without "LV". */
export function parsePastedList(text: string, maxRows: number, locale: Locale): BatchInput {
  const entries = text
    .split(/\r?\n/)
    .flatMap((lineText, i) => lineText.split(LIST_SEPARATORS).map((piece) => ({ line: i + 1, text: piece })));
  return collect(entries, maxRows, locale);
}

/**
 * A CSV file: the numbers are read from the chosen column (by header name or 1-based position), or from
 * the column most of whose cells are registration numbers. A first row that is not a number is its header.
 * A column headed customer_id (or customer, client_id, klienta_id…), or the second of a two-column file
 * without headers, gives each number its customer reference.
 */
export function parseCsvList(text: string, maxRows: number, locale: Locale, chosen?: string): BatchInput {
  const rows = parseCsv(text).filter((row) => row.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw new AppError("bad_request", "fileHasNoRows");
  const width = Math.max(...rows.map((row) => row.length));
  const valid = (cell: string | undefined) => normalizeRegcodeInput(cell ?? "").kind === "valid";
  let index: number;
  if (chosen !== undefined && chosen !== "") {
    const byName = rows[0]?.findIndex((cell) => cell.trim().toLowerCase() === chosen.trim().toLowerCase()) ?? -1;
    index = byName >= 0 ? byName : /^\d+$/.test(chosen) ? Number(chosen) - 1 : -1;
    if (index < 0 || index >= width) {
      throw new AppError("bad_request", {
        key: "fileHasNoColumn",
        values: { column: shorten(chosen), width: String(width) },
      });
    }
  } else {
    const scores = Array.from({ length: width }, (_, i) => rows.filter((row) => valid(row[i])).length);
    index = scores.indexOf(Math.max(...scores));
    if ((scores[index] ?? 0) === 0) {
      throw new AppError("bad_request", "fileHasNoNumbers");
    }
  }
  const header = valid(rows[0]?.[index]) ? undefined : rows[0]?.[index];
  const body = header === undefined ? rows : rows.slice(1);
  const first = header === undefined ? 1 : 2;
  // A customer reference: the column headed so, or in a file without headers the other of exactly two columns.
  const named = header === undefined ? -1 : (rows[0]?.findIndex(isCustomerHeader) ?? -1);
  const customer = named >= 0 && named !== index ? named : header === undefined && width === 2 ? 1 - index : -1;
  return collect(
    body.map((row, i) => ({
      line: first + i,
      text: row[index] ?? "",
      ...(customer >= 0 ? { customerId: row[customer] ?? "" } : {}),
    })),
    maxRows,
    locale,
    { column: header?.trim() || undefined, columnPosition: index + 1 },
  );
}
