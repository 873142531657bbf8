import { parseBatchConfig } from "@/lib/features/batch/batch-config";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { readBatchRequest } from "@/lib/features/batch/read-batch-request";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

const { maxRows } = parseBatchConfig(process.env);

/** What the app understands of a list before anything runs: numbers, duplicates, invalid entries, check-digit warnings. */
export const POST = apiRoute("batches-preview", ANALYST_ACCESS, async (request, _params, { viewer }) => {
  const { input, inputSha256 } = await readBatchRequest(request, maxRows, requestLocale(request.headers, viewer));
  return Response.json({ ...input, inputSha256 });
});
