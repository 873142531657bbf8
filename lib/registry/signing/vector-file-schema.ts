import { z } from "zod";

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());

/** Vector files may use camelCase keys (canonicalQuery); the provider's are snake_case. */
const snakeKeys = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), v]))
    : value;

const signingVectorSchema = z.preprocess(
  snakeKeys,
  z.object({
    name: z.string().optional(),
    method: z.string().min(1),
    path: z.string().startsWith("/"),
    query: z.string().default(""),
    body: z.string().default(""),
    timestamp: z.union([z.string(), z.number().int()]).transform(String),
    nonce: z.string(),
    canonical_query: z.string(),
    body_sha256: z.string(),
    canonical_string: z.string(),
    signature: z.string(),
  }),
);

export const vectorFileSchema = z.object({
  secret: z.string().min(1),
  vectors: z.array(signingVectorSchema).min(1),
});

export type SigningVector = z.infer<typeof signingVectorSchema>;
export type VectorFile = z.infer<typeof vectorFileSchema>;
