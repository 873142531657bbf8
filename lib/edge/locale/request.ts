import { getRequestConfig } from "next-intl/server";
import { headers } from "next/headers";
import { requestLocale } from "./request-locale";
import { MESSAGES } from "@/lib/platform/i18n/messages";

/** next-intl's per-request configuration: the language of the request and its catalogue. */
export default getRequestConfig(async () => {
  const locale = requestLocale(await headers());
  // Times the app shows as local are written in the browser; the server renders only UTC and dates.
  return { locale, messages: MESSAGES[locale], timeZone: "UTC" };
});
