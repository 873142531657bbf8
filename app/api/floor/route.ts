// The benchmark's framework floor: the cheapest route handler Next can run, rendered on every request,
// and left out of proxy.ts's matcher, so /api/ping measured beside it shows what the proxy costs.
export const dynamic = "force-dynamic";

/** A constant answer, like /api/ping, with no proxy work in front of it. */
export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
