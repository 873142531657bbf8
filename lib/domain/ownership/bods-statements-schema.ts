import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { BODS_VERSION, type BodsStatement } from "./ownership-bods";

// The statements as toBods writes them, for the API description; the vendored BODS 0.4 schema (./bods-schema)
// is the standard's own, which the tests also hold the export to.

const unspecified = z.strictObject({
  reason: z.enum([
    "noBeneficialOwners",
    "subjectUnableToConfirmOrIdentifyBeneficialOwner",
    "interestedPartyHasNotProvidedInformation",
    "subjectExemptFromDisclosure",
    "interestedPartyExemptFromDisclosure",
    "unknown",
    "informationUnknownToPublisher",
  ]),
  description: z.string().optional(),
});

const common = {
  statementId: z.string(),
  declarationSubject: z.string(),
  statementDate: z.string().describe("The determination's time"),
  recordId: z.string(),
  recordStatus: z.literal("new"),
  publicationDetails: z.strictObject({
    publicationDate: z.string(),
    bodsVersion: z.literal(BODS_VERSION),
    publisher: z.strictObject({ name: z.string() }),
  }),
  source: z.strictObject({
    type: z.array(z.literal("officialRegister")),
    description: z.string(),
    retrievedAt: z.string().optional(),
  }),
};

const entityStatement = z.strictObject({
  ...common,
  recordType: z.literal("entity"),
  recordDetails: z.strictObject({
    isComponent: z.boolean(),
    entityType: z.strictObject({ type: z.literal("registeredEntity"), details: z.string().optional() }),
    name: z.string().optional(),
    jurisdiction: z.strictObject({ name: z.string(), code: z.string() }).optional(),
    identifiers: z.array(z.strictObject({ id: z.string(), scheme: z.string(), schemeName: z.string() })).optional(),
  }),
});

const personStatement = z.strictObject({
  ...common,
  recordType: z.literal("person"),
  recordDetails: z.strictObject({
    isComponent: z.literal(false),
    personType: z.enum(["knownPerson", "anonymousPerson", "unknownPerson"]),
    names: z.array(z.strictObject({ fullName: z.string() })).optional(),
    unspecifiedPersonDetails: unspecified.optional(),
  }),
});

const relationshipStatement = z.strictObject({
  ...common,
  recordType: z.literal("relationship"),
  recordDetails: z.strictObject({
    isComponent: z.boolean(),
    componentRecords: z.array(z.string()).optional(),
    subject: z.string(),
    interestedParty: z.union([z.string(), unspecified]),
    interests: z
      .array(
        z.strictObject({
          type: z.enum([
            "shareholding",
            "votingRights",
            "otherInfluenceOrControl",
            "seniorManagingOfficial",
            "unknownInterest",
          ]),
          directOrIndirect: z.enum(["direct", "indirect", "unknown"]),
          beneficialOwnershipOrControl: z.boolean().optional(),
          share: z
            .strictObject({
              exact: z.number().optional(),
              minimum: z.number().optional(),
              maximum: z.number().optional(),
            })
            .optional(),
          details: z.string().optional(),
        }),
      )
      .optional(),
  }),
});

/** GET /api/legal-entities/{regcode}/ownership.bods.json: Beneficial Ownership Data Standard 0.4 statements. */
export const bodsStatementsSchema = answerSchema<BodsStatement[]>()(
  z.array(z.discriminatedUnion("recordType", [entityStatement, personStatement, relationshipStatement])),
);
