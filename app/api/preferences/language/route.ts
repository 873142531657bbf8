import { getAuth } from "@/lib/edge/auth/auth";
import { safeReturnPath } from "@/lib/edge/auth/safe-return-path";
import { AppError } from "@/lib/platform/errors/app-error";
import { PUBLIC_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { appOrigin } from "@/lib/platform/http/app-origin";
import { localeCookie } from "@/lib/platform/i18n/locale-cookie";
import { languageChoiceSchema } from "@/lib/edge/locale/language-choice";

/**
 * The header's language switch (a plain form, so it works without scripts): keeps the choice in a
 * cookie, saves it with the account of a signed-in analyst, and goes back to the page it came from.
 */
export const POST = apiRoute("language-switch", PUBLIC_ACCESS, async (request) => {
  const form = await request.formData().catch(() => null);
  const parsed = languageChoiceSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) throw new AppError("bad_request", "chooseLanguage");
  const { locale, returnTo } = parsed.data;
  const origin = appOrigin(request.headers);
  const secure = origin.startsWith("https:");
  const headers = new Headers({ location: new URL(safeReturnPath(returnTo, { allowSignIn: true }), origin).href });
  headers.append("set-cookie", localeCookie(locale, secure));
  const saved = await (
    await getAuth(secure)
  ).api
    .updateUser({ body: { locale }, headers: request.headers, returnHeaders: true })
    // Nobody signed in: the cookie alone keeps the choice.
    .catch(() => null);
  // better-auth refreshes its session cookie cache, so every instance sees the saved choice at once.
  for (const cookie of saved?.headers.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
});
