import { PUBLIC_ACCESS } from "@/lib/domain/viewer/access-rule";

// The benchmark's framework floor: the cheapest route handler Next can run, rendered on every request,
// with no admission (apiGate) in front of it, so /api/ping measured beside it shows what admission costs.
export const dynamic = "force-dynamic";

/** A constant answer, like /api/ping, with nothing of the app's in front of it: it reads nothing, so anyone may. */
export const GET = Object.assign(
  (): Response => Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }),
  { access: PUBLIC_ACCESS },
);
