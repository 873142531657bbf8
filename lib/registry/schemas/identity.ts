import { z } from "zod";

/** The credential identity record of the `identity` operation. */
export const identitySchema = z.looseObject({
  credential_id: z.string(),
  owner_id: z.string(),
  api_key: z.string().startsWith("ak_"),
  name: z.string(),
  scopes: z.array(z.string()),
});

export type Identity = z.infer<typeof identitySchema>;
