import { AppError } from "@/lib/platform/errors/app-error";

/** A request's JSON body, or a clear 400 when it is not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError("bad_request", "bodyNotJson");
  }
}
