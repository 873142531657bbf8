import { z } from "@/lib/browser-zod";

const errorBody = z.object({ error: z.object({ message: z.string() }) });

/** The app's own words for a failed API call, or its status when the answer says none. */
export async function apiMessage(response: Response): Promise<string> {
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.error.message : `The request failed (HTTP ${response.status}). Try again.`;
}
