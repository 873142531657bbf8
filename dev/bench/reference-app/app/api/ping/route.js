export const dynamic = "force-dynamic";

/** The same constant answer, through the empty proxy. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
