import { createHash } from "node:crypto";
import { z } from "zod";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import type { ValueFormat } from "@/lib/platform/cache/shared-store";
import { parseLegalRecord } from "./parse-legal-record";
import type { LegalEntityResult } from "./registry-client";

const retrievalSchema = z.object({
  retrievedAt: z.string(),
  path: z.string(),
  url: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  body: z.string(),
});

type Parsed = Pick<LegalEntityResult, "record" | "drift" | "body">;

/**
 * A record in a shared cache is its retrieval only (the exact body and where and when it was fetched),
 * read back through the same parse as a registry answer. A body whose hash is not the one stated, or a
 * record about another number than its key, is refused. Parsed records are kept per SHA-256 in this
 * process, so one retrieval is parsed once and is one object, whichever instance fetched it.
 */
export function cachedRecordFormat(limits: { maxEntries: number; maxSize: number }): ValueFormat<LegalEntityResult> {
  const parsed = new MemoryLruStore<Parsed>(limits);
  return {
    write: ({ retrievedAt, path, url, sha256, body }) => JSON.stringify({ retrievedAt, path, url, sha256, body }),
    async read(regcode, text) {
      const retrieval = retrievalSchema.safeParse(JSON.parse(text));
      if (!retrieval.success) return undefined;
      const { body, sha256 } = retrieval.data;
      let record = await parsed.get(sha256);
      // Parsed before from these very bytes: no need to hash them again.
      if (record?.body !== body) {
        if (createHash("sha256").update(body, "utf8").digest("hex") !== sha256) return undefined;
        record = { ...parseLegalRecord(JSON.parse(body)), body };
        await parsed.set(sha256, record, { ttlMs: Number.POSITIVE_INFINITY, size: body.length * 3 });
      }
      if (record.record.registration_number !== regcode) return undefined;
      return { ...retrieval.data, ...record };
    },
  };
}
