/** The registry's credential scopes, as its specification names them: the one source of these strings. */
export const SCOPES = {
  identity: "identity:read",
  legalEntities: "legal-entities:read",
  personalDetails: "legal-entities:personal-details",
} as const;
