import { type AppError, messageIn } from "@/lib/platform/errors/app-error";
import { EntityNotFound } from "./entity-not-found";
import { UpstreamError } from "./upstream-error";
import type { Locale } from "@/lib/platform/i18n/locales";

/** What a page shows when the entity could not be loaded: not found / invalid, or the upstream failure. */
export function EntityLoadError({
  error,
  regcode,
  retryHref,
  locale,
}: {
  error: AppError;
  regcode: string;
  retryHref: string;
  locale: Locale;
}) {
  if (error.code === "invalid_regcode" || error.code === "not_found") {
    return <EntityNotFound locale={locale} regcode={regcode} invalid={error.code === "invalid_regcode"} />;
  }
  return <UpstreamError locale={locale} code={error.code} message={messageIn(error, locale)} retryHref={retryHref} />;
}
