export const dynamic = "force-dynamic";

/** The same constant answer from an address with a [segment], as a lookup's, the proxy not running either. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
