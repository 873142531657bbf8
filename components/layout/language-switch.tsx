"use client";

import { useLocale, useTranslations } from "next-intl";
import { LOCALES } from "@/lib/platform/i18n/locales";

/**
 * The header's language switch: a plain form, so it works before scripts load and on the report page.
 * The page to come back to is read when the form is sent, as the header outlives client navigation.
 */
export function LanguageSwitch({ path }: { path: string }) {
  const t = useTranslations("common.language");
  const current = useLocale();
  return (
    <form
      method="post"
      action="/api/preferences/language"
      className="flex items-center gap-1 text-sm"
      onSubmit={(event) => {
        const field = event.currentTarget.elements.namedItem("returnTo");
        if (field instanceof HTMLInputElement) field.value = `${location.pathname}${location.search}`;
      }}
    >
      <input type="hidden" name="returnTo" defaultValue={path} />
      <span className="sr-only">{t("label")}</span>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          aria-pressed={locale === current}
          className={`rounded px-1.5 py-0.5 ${locale === current ? "bg-slate-800 text-white" : "text-slate-700 underline"}`}
        >
          {/* Each language by its own name, which is also the button's accessible name (label in name). */}
          {t(`names.${locale}`)}
        </button>
      ))}
    </form>
  );
}
