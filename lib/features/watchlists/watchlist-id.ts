import { AppError } from "@/lib/platform/errors/app-error";

/** The `{id}` of a list's address as a number; a 400 for anything else. */
export function parseWatchlistId(id: string): number {
  if (!/^\d{1,15}$/.test(id))
    throw new AppError("bad_request", { key: "notWatchlistNumber", values: { value: id.slice(0, 40) } });
  return Number(id);
}
