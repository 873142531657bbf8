import * as z from "zod/mini";

/** What better-auth answered: its body, or why it refused (status null: the app did not answer at all). */
export type AuthAnswer =
  { ok: true; body: unknown } | { ok: false; status: number | null; code: string | null; minutes: number | null };

const refusal = z.object({ code: z.optional(z.string()), minutes: z.optional(z.number()) });

/** POSTs JSON to one of better-auth's endpoints under /api/auth. */
export async function postAuth(path: string, body: unknown): Promise<AuthAnswer> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) return { ok: false, status: null, code: null, minutes: null };
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: answer };
  const { code, minutes } = refusal.safeParse(answer).data ?? {};
  return { ok: false, status: response.status, code: code ?? null, minutes: minutes ?? null };
}
