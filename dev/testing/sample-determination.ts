import type { Owner, OwnershipDetermination, PathHop } from "@/lib/domain/ownership/ownership-types";

export const SAMPLE_ROOT = "40003000001";
export const SAMPLE_ALFA = "40003000002";
export const SAMPLE_ROOT_SHA = "a1".repeat(32);
export const SAMPLE_ALFA_SHA = "b2".repeat(32);

const root: PathHop = { regcode: SAMPLE_ROOT, name: "SIA Dzintars", percent: null };
const alfa: PathHop = { regcode: SAMPLE_ALFA, name: "SIA Alfa", percent: 40, basis: "percent" };

const owner = (fields: Partial<Owner> & Pick<Owner, "key" | "name" | "effective" | "paths">): Owner => ({
  kind: "person",
  regcode: null,
  control: null,
  beneficialOwner: "no",
  declared: null,
  ...fields,
});

const nordic = owner({
  kind: "entity",
  key: "Nordic Holdings AB",
  name: "Nordic Holdings AB",
  effective: { min: 30, max: 30 },
  beneficialOwner: "cannot-exclude",
  reason: "foreign",
  sanctioned: true,
  paths: [[{ regcode: null, name: "Nordic Holdings AB", percent: 30, basis: "percent" }, root]],
});

/**
 * A determination of SIA Dzintars as the computation hands it on: a person through SIA Alfa (with paths
 * beyond those listed), one by decisive influence over an unstated share, one undeclared, a sanctioned
 * foreign holder that could hide an owner, and a joint holding of a withheld person and another.
 */
export function sampleDetermination(): OwnershipDetermination {
  return {
    regcode: SAMPLE_ROOT,
    name: "SIA Dzintars",
    determinedAt: "2026-12-02T14:00:00.000Z",
    rule: { threshold: 25, inclusive: false, source: "date" },
    complete: false,
    owners: [
      owner({
        key: "liga",
        name: "Līga Liepa",
        effective: { min: 4, max: 4 },
        jointly: true,
        declared: false,
        paths: [],
      }),
      owner({
        key: "anna",
        name: "Anna Bērziņa",
        effective: { min: 28, max: 28 },
        beneficialOwner: "yes",
        declared: true,
        paths: [[{ regcode: null, name: "Anna Bērziņa", percent: 70, basis: "percent" }, alfa, root]],
        morePaths: 2,
      }),
      nordic,
      owner({
        key: "peteris",
        name: "Pēteris Kalniņš",
        effective: { min: 0, max: 12 },
        control: {
          route: "decisive-influence",
          via: [{ regcode: null, name: "Pēteris Kalniņš", percent: null, basis: "decisive-influence" }, root],
        },
        beneficialOwner: "yes",
        declared: true,
        paths: [
          [
            { regcode: null, name: "Pēteris Kalniņš", percent: null, range: { min: 0, max: 30 }, basis: "unstated" },
            alfa,
            root,
          ],
        ],
      }),
      owner({
        key: "janis",
        name: "Jānis Ozols",
        effective: { min: 26, max: 26 },
        beneficialOwner: "yes",
        declared: false,
        paths: [[{ regcode: null, name: "Jānis Ozols", percent: 26, basis: "percent" }, root]],
      }),
      owner({
        kind: "unknown",
        key: "withheld-1",
        name: null,
        withheld: true,
        effective: { min: 4, max: 4 },
        jointly: true,
        paths: [[{ regcode: null, name: null, percent: 4, basis: "joint" }, root]],
      }),
    ],
    discrepancies: [
      { kind: "undeclared", name: "Jānis Ozols", detail: "26.00%" },
      { kind: "declared-unreachable", name: "Marta Kļava", detail: "" },
      { kind: "withheld", name: null, detail: "" },
    ],
    unresolved: [
      { name: "Nordic Holdings AB", regcode: null, reason: "foreign", effective: { min: 30, max: 30 } },
      { name: null, regcode: "40003000009", reason: "registry-error", effective: { min: 0, max: 4 } },
    ],
    records: [
      {
        regcode: SAMPLE_ALFA,
        name: "SIA Alfa",
        sha256: SAMPLE_ALFA_SHA,
        retrievedAt: "2026-12-02T13:59:58.000Z",
        depth: 1,
      },
      {
        regcode: SAMPLE_ROOT,
        name: "SIA Dzintars",
        sha256: SAMPLE_ROOT_SHA,
        retrievedAt: "2026-12-02T13:59:57.000Z",
        depth: 0,
      },
    ],
    seniorManagingOfficials: [],
    sanctions: { holders: [nordic], aggregate: { min: 30, max: 30 }, restricted: false },
    complexStructure: { complex: false, layers: 2, conditions: [] },
    loopShare: { min: 0, max: 0 },
  };
}
