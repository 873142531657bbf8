// The core entry, without React: lib code also runs in plain Node, the benchmarks under react-server.
import { createTranslator } from "use-intl/core";
import type { Locale } from "./locales";
import { MESSAGES } from "./messages";

function translatorsOf(locale: Locale) {
  const messages = MESSAGES[locale];
  return {
    common: createTranslator({ locale, messages, namespace: "common" }),
    errors: createTranslator({ locale, messages, namespace: "errors" }),
    profile: createTranslator({ locale, messages, namespace: "profile" }),
    record: createTranslator({ locale, messages, namespace: "record" }),
    report: createTranslator({ locale, messages, namespace: "report" }),
    timeline: createTranslator({ locale, messages, namespace: "timeline" }),
    graph: createTranslator({ locale, messages, namespace: "graph" }),
    search: createTranslator({ locale, messages, namespace: "search" }),
    account: createTranslator({ locale, messages, namespace: "account" }),
    monitoring: createTranslator({ locale, messages, namespace: "monitoring" }),
  };
}

type Translators = ReturnType<typeof translatorsOf>;

// Made once per process: a translator keeps the messages it has compiled, and a large entity's history,
// graph or CSV words thousands of rows.
const TRANSLATORS: Record<Locale, Translators> = { en: translatorsOf("en"), lv: translatorsOf("lv") };

/**
 * Texts of one area in one language, for code that runs outside a React render: lib functions, the
 * proxy's error pages, API answers, emails, webhooks and CSV headers. Components use next-intl's hooks.
 */
export function translator<Namespace extends keyof Translators>(
  locale: Locale,
  namespace: Namespace,
): Translators[Namespace] {
  return TRANSLATORS[locale][namespace];
}
