import type { z } from "zod";
import { AppError } from "@/lib/platform/errors/app-error";
import { parseInput } from "@/lib/platform/errors/input-error";

/**
 * A request's JSON body as `schema` reads it: a clear 400 when it is not JSON, and inputError's 400 (its first
 * problem, or `"all"`) when it does not parse.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  which: "first" | "all" = "first",
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError("bad_request", "bodyNotJson");
  }
  return parseInput(schema, body, which);
}
