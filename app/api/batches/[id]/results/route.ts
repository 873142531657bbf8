import { apiViewer } from "@/lib/auth/current-viewer";
import { parseBatchId } from "@/lib/batch/batch-id";
import { batchResults } from "@/lib/batch/batch-store";
import { db } from "@/lib/db/db";
import { apiHandler } from "@/lib/http/api-handler";

/** `{rows: [{regcode, outcome, name, flags, …}]}` in input order. */
export const GET = apiHandler<{ id: string }>("batch-results", async (request, { id }) => {
  const viewer = apiViewer(request);
  const rows = await batchResults(await db(), viewer.userId, parseBatchId(id));
  return Response.json({ rows }, { headers: { "cache-control": "private, no-store" } });
});
