// The core entry, without React: lib code also runs in plain Node, the benchmarks under react-server.
import { _createCache, _createIntlFormatters, createTranslator } from "use-intl/core";
import type { NamespaceKeys, NestedKeyOf } from "use-intl/core";
import type { Locale } from "./locales";
import { MESSAGES, type Messages } from "./messages";

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

type Translators = { [NS in Namespace]?: ReturnType<typeof createTranslator<Messages, NS>> };

function language() {
  const cache = _createCache();
  const translators: Translators = {};
  return { cache, formatters: _createIntlFormatters(cache), translators };
}

// Kept for the process, per language: the translators, and the messages they have compiled. A large
// entity's report, history, graph or CSV words tens of thousands of rows, each asking for its texts.
const LANGUAGES: Record<Locale, ReturnType<typeof language>> = { en: language(), lv: language() };

/**
 * Texts of one area (a namespace such as "profile" or "record.withheld.reasons") in one language,
 * without React's hooks: lib functions, the proxy's error pages, API answers, emails and CSV headers,
 * and the server components of the profile and report, since the report renders them outside the App
 * Router (app/entities/[regcode]/report/report-document-response.tsx), where no hook can run.
 * Dates are written in UTC, as on pages.
 */
export function translator<const NS extends Namespace>(locale: Locale, namespace: NS) {
  const language = LANGUAGES[locale];
  const known = language.translators[namespace];
  if (known) return known;
  const made = createTranslator<Messages, NS>({
    locale,
    messages: MESSAGES[locale],
    namespace,
    timeZone: "UTC",
    _cache: language.cache,
    _formatters: language.formatters,
  });
  Object.assign(language.translators, { [namespace]: made });
  return made;
}
