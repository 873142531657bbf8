// PLACEHOLDER: replaced by the risk-model work (risk-model.ts and its assess-risk.ts), which keeps this signature.
// It lets the case store be built and tested before the model lands; it scores nothing.
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { RiskAssessment } from "./case-types";

export interface RiskInput {
  /** The entity's record, as pinned. */
  record: LegalEntity;
  /** The SHA-256 of the entity's pinned retrieval. */
  sha256: string;
  /** The pinned ownership determination; null while none could be made. */
  determination: OwnershipDetermination | null;
  /** The Latvian day the assessment is made on (YYYY-MM-DD). */
  today: string;
}

/** The risk of a case from its pinned evidence (placeholder: always low, no factors). */
export function assessRisk(input: RiskInput): RiskAssessment {
  void input;
  return { modelVersion: "placeholder", factors: [], points: 0, level: "low" };
}
