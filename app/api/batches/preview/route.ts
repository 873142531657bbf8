import { parseBatchConfig } from "@/lib/features/batch/batch-config";
import { readBatchRequest } from "@/lib/features/batch/read-batch-request";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

const { maxRows } = parseBatchConfig(process.env);

/** What the app understands of a list before anything runs: numbers, duplicates, invalid entries, check-digit warnings. */
export const POST = apiRoute("batches-preview", ANALYST_ACCESS, async (request, _params, { locale }) => {
  const { input, inputSha256 } = await readBatchRequest(request, maxRows, locale);
  return Response.json({ ...input, inputSha256 });
});
