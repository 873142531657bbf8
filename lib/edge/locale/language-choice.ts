import { z } from "zod";
import { LOCALES } from "@/lib/platform/i18n/locales";

/** The header's language switch, a plain form: the language, and the page to go back to. */
export const languageChoiceSchema = z.object({
  locale: z.enum(LOCALES),
  returnTo: z.string().optional().describe("The app's own page to go back to"),
});
