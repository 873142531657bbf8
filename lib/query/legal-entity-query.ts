import { queryOptions } from "@tanstack/react-query";
import { parseWithDrift } from "@/lib/registry/repair-drift";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { z } from "@/lib/browser-zod";

const errorBody = z.object({ error: z.object({ message: z.string() }) });

/** A related entity's record through the app's own API, parsed like the server parses it. */
export function legalEntityQuery(regcode: string) {
  return queryOptions({
    queryKey: ["legal-entity", regcode],
    queryFn: async ({ signal }) => {
      const response = await fetch(`/api/legal-entities/${encodeURIComponent(regcode)}`, { signal });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const parsed = errorBody.safeParse(body);
        throw new Error(
          parsed.success ? parsed.data.error.message : `The record could not be loaded (${response.status})`,
        );
      }
      const record = parseWithDrift(legalEntitySchema, body);
      if (!record) throw new Error("The registry sent a record that could not be read");
      return record.data;
    },
  });
}
