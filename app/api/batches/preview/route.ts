import { parseBatchConfig } from "@/lib/batch/batch-config";
import { readBatchRequest } from "@/lib/batch/read-batch-request";
import { ANALYST_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";

const { maxRows } = parseBatchConfig(process.env);

/** What the app understands of a list before anything runs: numbers, duplicates, invalid entries, check-digit warnings. */
export const POST = apiRoute("batches-preview", ANALYST_ACCESS, async (request) => {
  const { input, inputSha256 } = await readBatchRequest(request, maxRows);
  return Response.json({ ...input, inputSha256 });
});
