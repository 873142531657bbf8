import { AppError } from "@/lib/platform/errors/app-error";
import { isRegcode, type Regcode } from "./regcode";

/** The refusal of a number that is not a registration number (400), quoting the start of what was given. */
export function invalidRegcode(input: string): AppError {
  return new AppError("invalid_regcode", { key: "invalidRegcode", values: { input: input.slice(0, 40) } });
}

/**
 * A registration number from outside (an address, a request): the number, or its refusal. Apart from
 * regcode.ts, which the browser loads, so the browser's bundle carries no error texts.
 */
export function parseRegcode(value: string): Regcode {
  if (!isRegcode(value)) throw invalidRegcode(value);
  return value;
}
