import "server-only";
import { purposeRequired } from "@/lib/domain/access/access-purposes";
import { lookupEntity } from "@/lib/domain/lookup/lookup-entity";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { db } from "@/lib/platform/db/db";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { parseOwnershipConfig } from "./ownership-config";
import { createOwnershipDeterminations, type OwnershipAnswer, type OwnershipRequest } from "./ownership-determinations";

export type { OwnershipAnswer, OwnershipRequest } from "./ownership-determinations";

// One per process: a determination in flight is joined by the API's requests and the report's alike.
const determinations = () =>
  processWide("ownership-determinations", () => ({
    ownershipFor: createOwnershipDeterminations({
      db,
      lookup: lookupEntity,
      config: parseOwnershipConfig(process.env),
      keepMs: parseRegistryConfig(process.env).cache.ttlMs,
      requirePurpose: () => purposeRequired(),
    }),
  }));

/**
 * Who owns and controls the entity, as this viewer may see it: the determination when it is ready within
 * `waitMs`, else how far it has come (it goes on, and a later request for it receives it). A failure of the
 * entity's own lookup (404, 502…) is thrown as the lookup threw it.
 */
export function ownershipFor(input: OwnershipRequest): Promise<OwnershipAnswer> {
  return determinations().ownershipFor(input);
}
