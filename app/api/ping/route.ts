// Rendered on every request: as a liveness probe it must show the server answering, and the benchmark
// compares it, through proxy.ts, with /api/floor, the same answer without the proxy.
export const dynamic = "force-dynamic";

/** Liveness: a constant answer with no registry call and no app logic. */
export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
