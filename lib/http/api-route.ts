import "server-only";
import { apiGate } from "./api-gate";
import { apiHandler, type Handler } from "./api-handler";

/** A route under /api/: its admission (apiGate), then the handler as apiHandler runs it. */
export function apiRoute<P extends Record<string, string>>(route: string, handler: Handler<P>) {
  const handled = apiHandler(route, handler);
  return (request: Request, ctx: { params: Promise<P> }): Promise<Response> =>
    apiGate(request, (admitted) => handled(admitted, ctx));
}
