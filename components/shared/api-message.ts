import { useTranslations } from "next-intl";

/**
 * Reads a failed API call's answer: the app's own words (the server writes them in the viewer's
 * language), or its status when the answer says none.
 */
export function useApiMessage(): (response: Response) => Promise<string> {
  const t = useTranslations("errors");
  return async (response) => {
    const [{ apiErrorAnswer }, body] = await Promise.all([
      import("./api-error-answer"),
      response.json().catch(() => null),
    ]);
    const parsed = apiErrorAnswer.safeParse(body);
    return parsed.success ? parsed.data.error.message : t("requestFailed", { status: String(response.status) });
  };
}
