// Rendered on every request: as a liveness probe it must show the server answering, and as the
// benchmark's framework floor it must be a real route handler invocation, not a static file.
export const dynamic = "force-dynamic";

/** Liveness: a constant answer with no registry call and no app logic. */
export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
