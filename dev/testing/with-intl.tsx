import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/platform/i18n/locales";
import { MESSAGES } from "@/lib/platform/i18n/messages";

/** Wraps a tree rendered in a unit test in the catalogue of a language, as the root layout does. */
export function withIntl(children: ReactNode, locale: Locale = "en"): ReactNode {
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
