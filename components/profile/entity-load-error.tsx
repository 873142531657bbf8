import { useLocale } from "next-intl";
import { type AppError, messageIn } from "@/lib/errors/app-error";
import { EntityNotFound } from "./entity-not-found";
import { UpstreamError } from "./upstream-error";

/** What a page shows when the entity could not be loaded: not found / invalid, or the upstream failure. */
export function EntityLoadError({
  error,
  regcode,
  retryHref,
}: {
  error: AppError;
  regcode: string;
  retryHref: string;
}) {
  const locale = useLocale();
  if (error.code === "invalid_regcode" || error.code === "not_found") {
    return <EntityNotFound regcode={regcode} invalid={error.code === "invalid_regcode"} />;
  }
  return <UpstreamError code={error.code} message={messageIn(error, locale)} retryHref={retryHref} />;
}
