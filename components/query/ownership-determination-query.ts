import { queryOptions } from "@tanstack/react-query";
import type {
  OwnershipDetermination,
  RecordUsed,
  SanctionsThroughOwnership,
  ShareRange,
} from "@/lib/domain/ownership/ownership-types";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { fetchWhenResolved, type ResolveWords } from "./fetch-when-resolved";

/**
 * What of an ownership determination this query checks and its readers may rely on: the records it read
 * and its sanctions finding (the relationship graph's needs). A reader that needs more checks more.
 */
export type DeterminationSummary = Pick<OwnershipDetermination, "regcode" | "determinedAt" | "records"> & {
  sanctions: Pick<SanctionsThroughOwnership, "aggregate" | "restricted">;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isRange = (v: unknown): v is ShareRange => isObject(v) && typeof v.min === "number" && typeof v.max === "number";

function isRecordUsed(v: unknown): v is RecordUsed {
  return (
    isObject(v) &&
    typeof v.regcode === "string" &&
    (v.name === null || typeof v.name === "string") &&
    typeof v.sha256 === "string" &&
    typeof v.retrievedAt === "string" &&
    typeof v.depth === "number"
  );
}

/** Checks a determination sent by the app's own API, in the browser, without a schema library. */
export function isDeterminationSummary(v: unknown): v is DeterminationSummary {
  return (
    isObject(v) &&
    typeof v.regcode === "string" &&
    typeof v.determinedAt === "string" &&
    Array.isArray(v.records) &&
    v.records.every(isRecordUsed) &&
    isObject(v.sanctions) &&
    isRange(v.sanctions.aggregate) &&
    typeof v.sanctions.restricted === "boolean"
  );
}

/** Where the records read so far by a determination still resolving are kept, for every reader to show. */
export const ownershipProgressKey = (regcode: string) => ["ownership-progress", regcode] as const;

/**
 * An entity's ownership determination: polled while the server resolves it (202), its progress kept under
 * `ownershipProgressKey`. One query for every reader on the page, so it is resolved and fetched once.
 */
export function ownershipDeterminationQuery(regcode: string, words: ResolveWords) {
  return queryOptions({
    queryKey: ["ownership", regcode],
    queryFn: ({ signal, client }) => {
      client.setQueryData(ownershipProgressKey(regcode), null);
      return fetchWhenResolved(apiPaths.ownership(regcode), isDeterminationSummary, words, {
        signal,
        onProgress: (read) => client.setQueryData(ownershipProgressKey(regcode), read),
      });
    },
    // A failure has been waited for already: the reader decides whether to ask again.
    retry: false,
  });
}
