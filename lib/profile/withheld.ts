import type { Identity } from "@/lib/registry/schemas/identity";
import { SCOPES } from "@/lib/registry/scopes";

export const WITHHELD_LABEL = "Personal details withheld";

/** Why persons are withheld, from what the identity operation says about the credential. */
export function withheldReason(identity: Identity | null): string {
  if (!identity) return "The registry left out personal details for the credential in use";
  if (!identity.scopes.includes(SCOPES.personalDetails)) {
    return "The credential in use does not have the personal-details scope";
  }
  return "The account is not approved for restricted personal details";
}
