import { errorResponse } from "@/lib/http/error-response";
import { registry } from "@/lib/registry/registry";

export async function GET() {
  try {
    return Response.json(await registry().identity(), { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
