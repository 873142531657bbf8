import "server-only";
import { db } from "@/lib/platform/db/db";
import { lookupIdentity, lookupLegalEntity } from "@/lib/registry/client/registry";
import { createLookupService } from "./lookup-service";

/**
 * The app's one path for every lookup (see createLookupService): pages, API routes and exports
 * call this, never the registry or its cache directly.
 */
export const lookupEntity = createLookupService({
  db,
  lookupLegalEntity,
  credentialName: async () => (await lookupIdentity()).name,
});
