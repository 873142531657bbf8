import { SCOPES } from "@/lib/registry/client/scopes";

/**
 * The demo registry's credentials. These are public demo values, printed by
 * `npm run demo-registry`, so the app works out of the box against the embedded registry.
 */
export interface DemoCredential {
  credentialId: string;
  ownerId: string;
  apiKey: string;
  secret: string;
  name: string;
  scopes: readonly string[];
  /** Whether the owning account is approved for restricted personal details. */
  approved: boolean;
}

export const demoCredentials = {
  standard: {
    credentialId: "6f1c2a4e-8d3b-4c57-9a10-1e2f3a4b5c01",
    ownerId: "0b7e9d21-5a6c-4f38-8e12-7c3d4e5f6a01",
    apiKey: "ak_demo_standard",
    secret: "sk_demo_standard",
    name: "Demo — standard access",
    scopes: [SCOPES.identity, SCOPES.legalEntities],
    approved: false,
  },
  personal: {
    credentialId: "6f1c2a4e-8d3b-4c57-9a10-1e2f3a4b5c02",
    ownerId: "0b7e9d21-5a6c-4f38-8e12-7c3d4e5f6a02",
    apiKey: "ak_demo_personal",
    secret: "sk_demo_personal",
    name: "Demo — personal details, approved account",
    scopes: [SCOPES.identity, SCOPES.legalEntities, SCOPES.personalDetails],
    approved: true,
  },
  unapproved: {
    credentialId: "6f1c2a4e-8d3b-4c57-9a10-1e2f3a4b5c03",
    ownerId: "0b7e9d21-5a6c-4f38-8e12-7c3d4e5f6a03",
    apiKey: "ak_demo_unapproved",
    secret: "sk_demo_unapproved",
    name: "Demo — personal details scope, account not approved",
    scopes: [SCOPES.identity, SCOPES.legalEntities, SCOPES.personalDetails],
    approved: false,
  },
  "identity-only": {
    credentialId: "6f1c2a4e-8d3b-4c57-9a10-1e2f3a4b5c04",
    ownerId: "0b7e9d21-5a6c-4f38-8e12-7c3d4e5f6a04",
    apiKey: "ak_demo_identity_only",
    secret: "sk_demo_identity_only",
    name: "Demo — identity only",
    scopes: [SCOPES.identity],
    approved: false,
  },
} as const satisfies Record<string, DemoCredential>;

export type DemoCredentialName = keyof typeof demoCredentials;

const byApiKey = new Map<string, DemoCredential>(Object.values(demoCredentials).map((c) => [c.apiKey, c]));

export function findCredentialByApiKey(apiKey: string): DemoCredential | undefined {
  return byApiKey.get(apiKey);
}
