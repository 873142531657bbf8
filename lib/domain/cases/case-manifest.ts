import { createHash } from "node:crypto";
import { z } from "zod";
import { canonicalJson } from "@/lib/domain/audit/audit-content";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { AuditJson } from "@/lib/platform/db/schema/audit";
import type { CaseDossier } from "./case-dossier";
import { CASE_DECISIONS, CASE_KINDS, CASE_STATES, RISK_LEVELS } from "./case-types";

// A case's manifest: what its report states, as JSON a script can check against the database
// (`npm run case:verify -- file.json`, lib/features/cases/verify-case-manifest.ts). The same schema builds and parses it.

export const CASE_MANIFEST_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 as 64 lowercase hex digits");
const person = z.object({ userId: z.string(), name: z.string() });

export const caseManifestSchema = z.object({
  manifestVersion: z.literal(CASE_MANIFEST_VERSION),
  case: z.object({
    id: z.number().int().positive(),
    regcode: z.string(),
    legalName: z.string().nullable(),
    kind: z.enum(CASE_KINDS),
    state: z.enum(CASE_STATES),
    purpose: z.string(),
    decision: z.enum(CASE_DECISIONS).nullable(),
    conclusion: z.string().nullable(),
    preparer: person,
    approvers: z.array(person.extend({ at: z.string() })),
    nextReviewOn: z.string().nullable(),
    createdAt: z.string(),
  }),
  risk: z
    .object({
      level: z.enum(RISK_LEVELS),
      modelLevel: z.enum(RISK_LEVELS),
      modelVersion: z.string(),
      points: z.number(),
      override: z.object({ level: z.enum(RISK_LEVELS), reason: z.string() }).nullable(),
      factors: z.array(
        z.object({
          key: z.string(),
          points: z.number(),
          evidence: z.array(
            z.object({
              regcode: z.string(),
              sha256: sha256.nullable(),
              section: z.string(),
              detail: z.string().optional(),
            }),
          ),
        }),
      ),
    })
    .nullable(),
  evidence: z.array(
    z.object({
      regcode: z.string(),
      name: z.string().nullable(),
      depth: z.number().int().nonnegative(),
      sha256,
      retrievedAt: z.string(),
    }),
  ),
  determination: z
    .object({
      sha256: sha256.describe("SHA-256 of the pinned determination as canonical JSON (keys sorted, no whitespace)"),
      determinedAt: z.string(),
      complete: z.boolean(),
      owners: z.number().int().nonnegative(),
      beneficialOwners: z.number().int().nonnegative(),
      mismatches: z.number().int().nonnegative(),
      records: z.number().int().nonnegative(),
    })
    .nullable(),
  notes: z.array(
    z.object({
      id: z.number().int().positive(),
      author: person,
      versions: z.array(
        z.object({ version: z.number().int().positive(), text: z.string(), by: person, at: z.string() }),
      ),
    }),
  ),
  auditEvents: z.array(z.object({ seq: z.number().int().positive(), type: z.string(), at: z.string(), hash: sha256 })),
  reportPdfSha256: sha256.nullable().describe("The PDF kept with the approval (the first printed after it)"),
  generatedAt: z.string(),
});

export type CaseManifest = z.infer<typeof caseManifestSchema>;

/** Discrepancies that are mismatches with the register: not those that could not be checked. */
export const isRegisterMismatch = (kind: string) => kind !== "withheld" && kind !== "cannot-check";

/** SHA-256 of a determination as canonical JSON: the same for the same content, whatever order jsonb keeps keys in. */
export function determinationSha256(determination: OwnershipDetermination): string {
  return createHash("sha256")
    .update(canonicalJson(determination as unknown as AuditJson))
    .digest("hex");
}

/** The manifest of a case as the dossier states it, made at `generatedAt`. */
export function caseManifest(dossier: CaseDossier, generatedAt: Date): CaseManifest {
  const { view, determination } = dossier;
  return caseManifestSchema.parse({
    manifestVersion: CASE_MANIFEST_VERSION,
    case: {
      id: view.id,
      regcode: view.regcode,
      legalName: view.legalName,
      kind: view.kind,
      state: view.state,
      purpose: view.purpose,
      decision: view.decision,
      conclusion: view.conclusion,
      preparer: view.preparer,
      approvers: view.approvers,
      nextReviewOn: view.nextReviewOn,
      createdAt: view.createdAt,
    },
    risk: view.risk && {
      level: view.risk.level,
      modelLevel: view.risk.modelLevel,
      modelVersion: view.risk.modelVersion,
      points: view.risk.points,
      override: view.risk.override,
      factors: view.risk.factors,
    },
    evidence: view.evidence.map(({ regcode, name, depth, sha256, retrievedAt }) => ({
      regcode,
      name,
      depth,
      sha256,
      retrievedAt,
    })),
    determination: determination && {
      sha256: determinationSha256(determination),
      determinedAt: determination.determinedAt,
      complete: determination.complete,
      owners: determination.owners.length,
      beneficialOwners: determination.owners.filter((o) => o.beneficialOwner === "yes").length,
      mismatches: determination.discrepancies.filter((d) => isRegisterMismatch(d.kind)).length,
      records: determination.records.length,
    },
    notes: dossier.notes.map((note) => ({
      id: note.id,
      author: note.author,
      versions: note.versions.map((v) => ({ version: v.version, text: v.text, by: v.editedBy, at: v.editedAt })),
    })),
    auditEvents: dossier.auditEvents,
    reportPdfSha256: dossier.reportSha256,
    generatedAt: generatedAt.toISOString(),
  });
}
