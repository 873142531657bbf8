import { errorResponse } from "@/lib/http/error-response";
import { registry } from "@/lib/registry/registry";

export async function GET(_request: Request, ctx: { params: Promise<{ regcode: string }> }) {
  try {
    const { regcode } = await ctx.params;
    const result = await registry().legal(regcode);
    // The exact bytes received, so the hash on a report can be checked against this answer.
    return new Response(result.body, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "private, no-store",
        "x-registry-retrieved-at": result.retrievedAt,
        "x-registry-sha256": result.sha256,
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
