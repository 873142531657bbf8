import type { Locale } from "@/lib/platform/i18n/locales";
import { MESSAGES, type Messages } from "@/lib/platform/i18n/messages";
import { translator } from "@/lib/platform/i18n/translator";

/** A message an error can carry: a key of the `errors` catalogue's `messages`. */
export type ErrorKey = keyof Messages["errors"]["messages"];

export type ErrorValues = Readonly<Record<string, string | number>>;

/** What an error says, as a catalogue key and the values it fills in, so each reader gets it in their language. */
export interface ErrorText {
  key: ErrorKey;
  values?: ErrorValues;
}

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === "string" && Object.hasOwn(MESSAGES.en.errors.messages, value);
}

/** Names a catalogue message where only a string fits (a zod message): the compiler checks the key. */
export function errorKey(key: ErrorKey): ErrorKey {
  return key;
}

/** The texts worded in one language, several joined as one message. */
export function wordErrorTexts(texts: readonly ErrorText[], locale: Locale): string {
  const t = translator(locale, "errors");
  return texts.map(({ key, values }) => t(`messages.${key}`, values)).join("; ");
}
