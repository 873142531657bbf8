import { z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/platform/errors/app-error";
import { type ErrorKey, isErrorKey } from "@/lib/platform/errors/error-text";

/**
 * Request header by which proxy.ts hands an entity page the lookup failure it already met, so the
 * page explains it without asking the registry again. The proxy removes any copy a client sent.
 */
export const ENTITY_ERROR_HEADER = "x-registry-lens-entity-error";

const codes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
const handedSchema = z.object({
  code: z.enum(codes),
  // The catalogue texts, not the English: the page words them in the viewer's language.
  texts: z
    .array(
      z.object({
        key: z.custom<ErrorKey>(isErrorKey),
        values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .min(1),
  retryAfter: z.number().int().positive().optional(),
});

/** The error as a header value (URI-encoded JSON: messages may quote any text the address held). */
export function encodeEntityError(error: AppError): string {
  return encodeURIComponent(JSON.stringify({ code: error.code, texts: error.texts, retryAfter: error.retryAfter }));
}

/** The handed-over error, or undefined when there is none or it does not parse. */
export function decodeEntityError(value: string | null): AppError | undefined {
  if (!value) return undefined;
  try {
    const parsed = handedSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    if (!parsed.success) return undefined;
    return new AppError(parsed.data.code, parsed.data.texts, { retryAfter: parsed.data.retryAfter });
  } catch {
    return undefined;
  }
}
