import type { Locale } from "./locales";
import type { Messages } from "./messages";

// Types every translation key and the locale next-intl hands out by the English catalogue.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
