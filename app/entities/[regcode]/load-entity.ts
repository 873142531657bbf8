import "server-only";
import { cache } from "react";
import { lookupIdentity, lookupLegalEntity } from "@/lib/registry/registry";

/** One lookup per request (through the shared cache), shared by the page and its metadata. */
export const loadEntity = cache((regcode: string) => lookupLegalEntity(regcode));

/** The credential's identity explains withheld persons; the profile still shows without it. */
export const loadIdentity = cache(() => lookupIdentity().catch(() => null));
