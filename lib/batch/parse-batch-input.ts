import { AppError } from "@/lib/errors/app-error";
import { passesCheckDigit } from "@/lib/regcode-input/check-digit";
import { normalizeRegcodeInput } from "@/lib/regcode-input/normalize-regcode-input";
import { parseCsv } from "./parse-csv";

export interface InvalidEntry {
  /** 1-based line (or CSV row) of the input. */
  line: number;
  /** What was there, shortened. */
  value: string;
  problem: string;
}

/** What the app understood of a list before anything is sent. */
export interface BatchInput {
  /** The numbers to look up, each once, in the order they first appear. */
  numbers: string[];
  /** Entries repeating a number already listed: looked up once. */
  duplicates: number;
  /** Entries that are not 11 digits: reported, never sent. */
  invalid: InvalidEntry[];
  /** Numbers failing the advisory check digit: still sent, as the registry may know them. */
  checkDigitWarnings: string[];
  /** Non-empty entries read. */
  entries: number;
  /** For a CSV: the column the numbers were read from. */
  column?: string;
}

const LIST_SEPARATORS = /[,;\t|]+/;
const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The numbers of one piece of text: one number (spaces and dashes inside it allowed), or several separated by spaces. */
function numbersIn(piece: string): Array<{ value: string; digits?: string; problem?: string }> {
  const whole = normalizeRegcodeInput(piece);
  if (whole.kind === "empty") return [];
  if (whole.kind === "valid") return [{ value: piece.trim(), digits: whole.digits }];
  // Several numbers side by side: only when every one of them is a number on its own.
  const tokens = piece.trim().split(/\s+/).map(normalizeRegcodeInput);
  if (tokens.length > 1 && tokens.every((token) => token.kind === "valid"))
    return tokens.map((token) => ({ value: token.digits, digits: token.digits }));
  return [{ value: piece.trim(), problem: whole.problem }];
}

function collect(entries: Array<{ line: number; text: string }>, maxRows: number, column?: string): BatchInput {
  const seen = new Set<string>();
  const result: BatchInput = { numbers: [], duplicates: 0, invalid: [], checkDigitWarnings: [], entries: 0, column };
  for (const { line, text } of entries) {
    for (const found of numbersIn(text)) {
      result.entries++;
      if (result.entries > maxRows) {
        throw new AppError(
          "bad_request",
          `The list has more than ${maxRows.toLocaleString("en")} entries: at most that many are screened at once (BATCH_MAX_ROWS). Split it.`,
        );
      }
      if (!found.digits) result.invalid.push({ line, value: shorten(found.value), problem: found.problem ?? "" });
      else if (seen.has(found.digits)) result.duplicates++;
      else {
        seen.add(found.digits);
        result.numbers.push(found.digits);
        if (!passesCheckDigit(found.digits)) result.checkDigitWarnings.push(found.digits);
      }
    }
  }
  return result;
}

/** A pasted list: numbers separated by lines, commas, semicolons, tabs, bars or spaces, with or without "LV". */
export function parsePastedList(text: string, maxRows: number): BatchInput {
  const entries = text
    .split(/\r?\n/)
    .flatMap((lineText, i) => lineText.split(LIST_SEPARATORS).map((piece) => ({ line: i + 1, text: piece })));
  return collect(entries, maxRows);
}

/**
 * A CSV file: the numbers are read from the chosen column (by header name or 1-based position), or from
 * the column most of whose cells are registration numbers. A first row that is not a number is its header.
 */
export function parseCsvList(text: string, maxRows: number, chosen?: string): BatchInput {
  const rows = parseCsv(text).filter((row) => row.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw new AppError("bad_request", "The file has no rows.");
  const width = Math.max(...rows.map((row) => row.length));
  const valid = (cell: string | undefined) => normalizeRegcodeInput(cell ?? "").kind === "valid";
  let index: number;
  if (chosen !== undefined && chosen !== "") {
    const byName = rows[0]?.findIndex((cell) => cell.trim().toLowerCase() === chosen.trim().toLowerCase()) ?? -1;
    index = byName >= 0 ? byName : /^\d+$/.test(chosen) ? Number(chosen) - 1 : -1;
    if (index < 0 || index >= width) {
      throw new AppError(
        "bad_request",
        `The file has no column “${shorten(chosen)}”: name one of its headers or give its position (1–${width}).`,
      );
    }
  } else {
    const scores = Array.from({ length: width }, (_, i) => rows.filter((row) => valid(row[i])).length);
    index = scores.indexOf(Math.max(...scores));
    if ((scores[index] ?? 0) === 0) {
      throw new AppError(
        "bad_request",
        "No column of the file holds registration numbers: choose the column by its header.",
      );
    }
  }
  const header = valid(rows[0]?.[index]) ? undefined : rows[0]?.[index];
  const body = header === undefined ? rows : rows.slice(1);
  const first = header === undefined ? 1 : 2;
  return collect(
    body.map((row, i) => ({ line: first + i, text: row[index] ?? "" })),
    maxRows,
    header?.trim() || `column ${index + 1}`,
  );
}
