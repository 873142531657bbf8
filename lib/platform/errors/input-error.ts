import type { z } from "zod";
import { AppError } from "./app-error";
import { type ErrorText, isErrorKey } from "./error-text";

/**
 * The 400 for input that does not parse. A schema's own messages are keys of the errors catalogue
 * (see errorKey), filled in with the field's name and, for a choice, its options; zod's built-in
 * English for anything a schema does not word is passed on as it is.
 */
export function inputError(error: z.ZodError, which: "first" | "all" = "first"): AppError {
  const issues = which === "all" ? error.issues : error.issues.slice(0, 1);
  return new AppError("bad_request", issues.map(issueText));
}

/** The input as the schema reads it, or inputError's 400. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  which: "first" | "all" = "first",
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw inputError(parsed.error, which);
  return parsed.data;
}

function issueText(issue: z.core.$ZodIssue): ErrorText {
  if (!isErrorKey(issue.message)) return { key: "invalidInput", values: { detail: issue.message } };
  const options = issue.code === "invalid_value" ? issue.values.map(String).join(", ") : "";
  return { key: issue.message, values: { field: issue.path.join("."), options } };
}
