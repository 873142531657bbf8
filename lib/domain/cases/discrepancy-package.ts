import { z } from "zod";
import type {
  DiscrepancyKind,
  Owner,
  OwnershipDetermination,
  PathHop,
  ShareRange,
} from "@/lib/domain/ownership/ownership-types";
import { formatShare } from "@/lib/domain/ownership/share-range";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { isRegisterMismatch } from "./case-manifest";
import type { CaseView } from "./case-types";

// The package a firm sends the register when the beneficial owners it established differ from those declared
// (a discrepancy case, due 14 calendar days after detection): JSON here, the same as a document for the PDF.

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const range = z.object({ min: z.number(), max: z.number() });
const ROUTES = ["ownership", "majority", "decisive-influence"] as const;
const MISMATCH_KINDS = ["declared-unreachable", "undeclared", "differs", "spelling"] as const;
type MismatchKind = (typeof MISMATCH_KINDS)[number];

const hopSchema = z.object({
  regcode: z.string().nullable(),
  name: z.string().nullable(),
  withheld: z.boolean(),
  /** What this party holds in the next hop's entity, as the register states it. */
  percent: z.number().nullable(),
  range: range.optional(),
  basis: z.string().optional(),
  /** The stored retrieval of this hop's own record, where the determination read one. */
  recordSha256: sha256.nullable(),
});

export const discrepancyPackageSchema = z.object({
  packageVersion: z.literal(1),
  language: z.enum(["en", "lv"]),
  caseId: z.number().int().positive(),
  entity: z.object({ regcode: z.string(), name: z.string().nullable() }),
  registerRecord: z.object({ sha256, retrievedAt: z.string() }).nullable(),
  determination: z
    .object({ determinedAt: z.string(), complete: z.boolean(), threshold: z.number(), inclusive: z.boolean() })
    .nullable(),
  beneficialOwners: z.array(
    z.object({
      name: z.string().nullable(),
      withheld: z.boolean(),
      effectiveShare: range,
      effectiveShareText: z.string(),
      routes: z.array(z.enum(ROUTES)),
      paths: z.array(z.array(hopSchema)),
      morePaths: z.number().int().nonnegative(),
      controlVia: z.array(hopSchema).nullable(),
      declared: z.boolean().nullable(),
    }),
  ),
  mismatches: z.array(
    z.object({
      kind: z.enum(MISMATCH_KINDS),
      kindText: z.string(),
      name: z.string().nullable(),
      declaredName: z.string().nullable().optional(),
      differsIn: z.enum(["verdict", "nature", "directness"]).optional(),
      detail: z.string(),
      explanation: z.string(),
    }),
  ),
  detectedAt: z.string().nullable(),
  dueOn: z.string().nullable(),
  reportedToRegister: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  generatedAt: z.string(),
});

export type DiscrepancyPackage = z.infer<typeof discrepancyPackageSchema>;

const EXPLANATION_KEYS = {
  "declared-unreachable": "declaredUnreachable",
  undeclared: "undeclared",
  differs: "differs",
  spelling: "spelling",
} as const satisfies Record<MismatchKind, string>;

const isMismatchKind = (kind: DiscrepancyKind): kind is MismatchKind =>
  isRegisterMismatch(kind) && (MISMATCH_KINDS as readonly string[]).includes(kind);

/** How an owner qualifies: by a share reaching the threshold (any path), by control, or both. */
function routesOf(owner: Owner): (typeof ROUTES)[number][] {
  const routes: (typeof ROUTES)[number][] = [];
  if (owner.paths.length > 0 && owner.effective.max > 0) routes.push("ownership");
  if (owner.control) routes.push(owner.control.route);
  return routes;
}

/**
 * The discrepancy package of a discrepancy case, in `locale`: the entity and its register record's SHA-256 (the
 * case's own pinned retrieval), the beneficial owners the pinned determination establishes with every path and
 * each hop's record, and its mismatches with the register (not what could not be checked), each explained.
 */
export function discrepancyPackage(
  view: CaseView,
  determination: OwnershipDetermination | null,
  locale: Locale,
  generatedAt: Date,
): DiscrepancyPackage {
  const t = translator(locale, "report.caseReport.discrepancy");
  const words = translator(locale, "ownership");
  const own = view.evidence.find((e) => e.depth === 0);
  // Each hop's record: the determination's own list, else what the case pinned.
  const records = new Map<string, string>(view.evidence.map((e) => [e.regcode, e.sha256]));
  for (const record of determination?.records ?? []) records.set(record.regcode, record.sha256);
  const hop = (h: PathHop) => ({
    regcode: h.regcode,
    name: h.name,
    withheld: h.withheld === true,
    percent: h.percent,
    ...(h.range && { range: h.range }),
    ...(h.basis && { basis: h.basis }),
    recordSha256: h.regcode === null ? null : (records.get(h.regcode) ?? null),
  });
  const share = (r: ShareRange) => formatShare(r, locale);
  return discrepancyPackageSchema.parse({
    packageVersion: 1,
    language: locale,
    caseId: view.id,
    entity: { regcode: view.regcode, name: view.legalName },
    registerRecord: own ? { sha256: own.sha256, retrievedAt: own.retrievedAt } : null,
    determination: determination && {
      determinedAt: determination.determinedAt,
      complete: determination.complete,
      threshold: determination.rule.threshold,
      inclusive: determination.rule.inclusive,
    },
    beneficialOwners: (determination?.owners ?? [])
      .filter((o) => o.beneficialOwner === "yes")
      .map((o) => ({
        name: o.name,
        withheld: o.withheld === true,
        effectiveShare: o.effective,
        effectiveShareText: share(o.effective),
        routes: routesOf(o),
        paths: o.paths.map((path) => path.map(hop)),
        morePaths: o.morePaths ?? 0,
        controlVia: o.control ? o.control.via.map(hop) : null,
        declared: o.declared,
      })),
    mismatches: (determination?.discrepancies ?? []).flatMap((d) => {
      if (!isMismatchKind(d.kind)) return [];
      const name = d.name ?? words("party.someone");
      return [
        {
          kind: d.kind,
          kindText: t(`kinds.${d.kind}`),
          name: d.name,
          ...(d.declaredName !== undefined && { declaredName: d.declaredName }),
          ...(d.differsIn && { differsIn: d.differsIn }),
          detail: d.detail,
          explanation: words(`discrepancies.${EXPLANATION_KEYS[d.kind]}`, { name }),
        },
      ];
    }),
    detectedAt: view.discrepancy?.detectedAt ?? null,
    dueOn: view.dueOn,
    reportedToRegister: view.discrepancy?.reportedAt
      ? { at: view.discrepancy.reportedAt, by: view.discrepancy.reportedBy }
      : null,
    generatedAt: generatedAt.toISOString(),
  });
}
