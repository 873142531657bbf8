import { AppError } from "@/lib/platform/errors/app-error";

/** A batch's number from its address; a clear 400 for anything else. */
export function parseBatchId(value: string): number {
  if (!/^\d{1,15}$/.test(value))
    throw new AppError("bad_request", { key: "notBatchNumber", values: { value: value.slice(0, 40) } });
  return Number(value);
}
