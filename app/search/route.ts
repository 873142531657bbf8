import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageRoute } from "@/lib/edge/admission/page-route";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { passesCheckDigit } from "@/lib/registry/regcode/check-digit";
import { normalizeRegcodeInput } from "@/lib/registry/regcode/normalize-regcode-input";

/**
 * Where the search form lands without JavaScript: a number goes on to its profile; anything else
 * returns to the search page, which explains what is wrong. A failed check digit asks once
 * (the form's "Search anyway" sends anyway=1) because the check is advice, not a rule.
 */
export const GET = pageRoute(ANALYST_ACCESS, async (request) => {
  const params = new URL(request.url).searchParams;
  const raw = params.get("q") ?? "";
  const input = normalizeRegcodeInput(raw);
  if (input.kind === "valid" && (params.has("anyway") || passesCheckDigit(input.digits))) {
    return redirect(pagePaths.entity(input.digits));
  }
  const back = new URLSearchParams({ q: raw });
  if (input.kind === "valid") back.set("warning", "check-digit");
  else back.set("error", input.kind);
  return redirect(`/?${back}`);
});

// A relative Location keeps the redirect right behind proxies that rewrite the host.
function redirect(location: string) {
  return new Response(null, { status: 307, headers: { location, "cache-control": "no-store" } });
}
