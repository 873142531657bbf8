export const dynamic = "force-dynamic";

/** A constant answer the proxy does not run for. */
export function GET() {
  return Response.json({ ok: true });
}
