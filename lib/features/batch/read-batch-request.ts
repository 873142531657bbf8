import { createHash } from "node:crypto";
import { z } from "zod";
import { AppError } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";
import { type BatchInput, parseCsvList, parsePastedList } from "./parse-batch-input";

/** A list as a request sends it: text/plain (pasted) or text/csv, with the column in `?column=`; its problems in the sender's language. */
export async function readBatchRequest(
  request: Request,
  maxRows: number,
  locale: Locale,
): Promise<{ input: BatchInput; inputSha256: string }> {
  const type = (request.headers.get("content-type") ?? "text/plain").split(";")[0]?.trim().toLowerCase();
  if (type !== "text/plain" && type !== "text/csv") {
    throw new AppError("bad_request", "batchContentType");
  }
  const bytes = Buffer.from(await request.arrayBuffer());
  const text = bytes.toString("utf8");
  const column = new URL(request.url).searchParams.get("column") ?? undefined;
  const input =
    type === "text/csv" ? parseCsvList(text, maxRows, locale, column) : parsePastedList(text, maxRows, locale);
  return { input, inputSha256: createHash("sha256").update(bytes).digest("hex") };
}

/** The query of a list sent to preview (for the API description): for a CSV, which column holds the numbers. */
export const batchPreviewQuerySchema = z.object({
  column: z.string().optional().describe("For text/csv: the header or 1-based position of the numbers' column"),
});

/** The query of a list sent to start a batch: the column, and the batch's name (3–200 characters). */
export const batchStartQuerySchema = batchPreviewQuerySchema.extend({
  name: z.string().min(3).max(200).describe("The batch's name: also the purpose its lookups state in the audit trail"),
});
