import { signRequest } from "./sign-request";
import type { SigningVector } from "./vector-file-schema";

export const VECTOR_STAGES = ["canonical_query", "body_sha256", "canonical_string", "signature"] as const;
export type VectorStage = (typeof VECTOR_STAGES)[number];

export interface StageResult {
  stage: VectorStage;
  expected: string;
  actual: string;
  matches: boolean;
}

/** Recomputes every stage of one published vector and compares each separately. */
export function checkVector(secret: string, vector: SigningVector): StageResult[] {
  const stages = signRequest({ ...vector, secret });
  const actual: Record<VectorStage, string> = {
    canonical_query: stages.canonicalQuery,
    body_sha256: stages.bodySha256,
    canonical_string: stages.canonicalString,
    signature: stages.signature,
  };
  return VECTOR_STAGES.map((stage) => ({
    stage,
    expected: vector[stage],
    actual: actual[stage],
    matches: vector[stage] === actual[stage],
  }));
}
