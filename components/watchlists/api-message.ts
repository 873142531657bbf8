import { useTranslations } from "next-intl";
import { z } from "@/lib/browser-zod";

const errorBody = z.object({ error: z.object({ message: z.string() }) });

/**
 * Reads a failed API call's answer: the app's own words (the server writes them in the viewer's
 * language), or its status when the answer says none.
 */
export function useApiMessage(): (response: Response) => Promise<string> {
  const t = useTranslations("errors");
  return async (response) => {
    const parsed = errorBody.safeParse(await response.json().catch(() => null));
    return parsed.success ? parsed.data.error.message : t("requestFailed", { status: String(response.status) });
  };
}
