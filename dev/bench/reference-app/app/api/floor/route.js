export const dynamic = "force-dynamic";

/** The app's /api/ping answer, byte for byte, with nothing in front of it (the proxy does not run for it). */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
