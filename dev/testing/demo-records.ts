import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { type PersonalDetailsAccess, redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { legalEntitySchema, type LegalEntity } from "@/lib/registry/schemas/legal-entity";

/** A demo record as the app would receive it under a credential's level of personal-details access. */
export function demoRecord(key: keyof typeof demoRegcodes, access: PersonalDetailsAccess = "full"): LegalEntity {
  const regcode = demoRegcodes[key];
  if (typeof regcode !== "string") throw new Error(`${key} is not a single entity`);
  return legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(regcode), access));
}
