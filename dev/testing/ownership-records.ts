import { Ctx } from "@/dev/demo-registry/dataset/ctx";
import { commercialDetails } from "@/dev/demo-registry/dataset/detail-builders";
import type { DemoRecord } from "@/dev/demo-registry/dataset";
import { allDemoRegcodes } from "@/dev/demo-registry/dataset";
import { member, officer } from "@/dev/demo-registry/dataset/people-builders";
import { legalEntity } from "@/dev/demo-registry/dataset/record";
import type { EntityIdentity, Party, PersonSpec } from "@/dev/demo-registry/dataset/shared-builders";
import { DATASET_UPDATED_AT, ts } from "@/dev/demo-registry/dataset/time";
import { isRegcode } from "@/lib/registry/regcode/regcode";

/** One holder of a share: another entity by its number, or a person. */
export type HolderSpec = ({ regcode: string } | { person: PersonSpec }) & {
  percent: number;
  /** A former member: the share ended on this date. */
  dateTo?: string;
};

export interface OwnershipRecordSpec {
  regcode: string;
  name?: string;
  holders: HolderSpec[];
  /** Numbers of entities a current decisive-influence notice names dominant. */
  dominant?: string[];
}

const REGISTERED_ON = ts("2020-01-15");
// Record ids far above the dataset's, so ids never repeat across the two.
const FIRST_RECORD_ID = 900_000;

const entityOf = (regcode: string): EntityIdentity => ({
  regcode,
  name: `SIA "Struktūra ${regcode} Demo"`,
  address: "Rīga, Brīvības iela 1, LV-1010",
  country: "LV",
});
const partyOf = (holder: HolderSpec): Party =>
  "regcode" in holder ? { entity: entityOf(holder.regcode) } : { person: holder.person };

/**
 * A complete LegalEntity record (the demo dataset's builders, all fields present) whose members and
 * decisive-influence notices are the given ones: structures for tests and benchmarks the dataset has not.
 */
export function ownershipRecord(spec: OwnershipRecordSpec, recordId: number): DemoRecord {
  const c = new Ctx(recordId, ts("2020-01-15", "09:00"), DATASET_UPDATED_AT);
  const self = entityOf(spec.regcode);
  return legalEntity(
    c,
    { regcode: spec.regcode, name: spec.name ?? self.name, type: "SIA", registeredOn: REGISTERED_ON },
    {
      Members: spec.holders.map((holder) =>
        member(c, {
          party: partyOf(holder),
          dateFrom: REGISTERED_ON,
          dateTo: holder.dateTo,
          shares: { count: holder.percent * 100, nominal: 1, percent: holder.percent },
        }),
      ),
      Officers: [
        officer(c, {
          party: { person: { forename: "Ilze", surname: `Valde ${spec.regcode.slice(-3)}` } },
          position: "BOARD_MEMBER",
          appointedOn: REGISTERED_ON,
        }),
      ],
      CommercialEntityDetails: commercialDetails(
        c,
        {
          influence: (spec.dominant ?? []).map((regcode) => ({
            type: "GROUP",
            typeDetails: ["Control agreement"],
            agreedOn: REGISTERED_ON,
            dominant: { entity: entityOf(regcode) },
            dependent: self,
          })),
        },
        spec.regcode,
      ),
    },
  );
}

/** Records built from specs, keyed by number, as the demo registry's `records` option takes them. */
export function ownershipRecords(specs: readonly OwnershipRecordSpec[]): Map<string, DemoRecord> {
  return new Map(specs.map((spec, i) => [spec.regcode, ownershipRecord(spec, FIRST_RECORD_ID + i)]));
}

/** `count` valid registration numbers from `start` on that the demo dataset does not use. */
export function freeRegcodes(count: number, start = 40_009_500_000): string[] {
  const taken = new Set(allDemoRegcodes());
  const found: string[] = [];
  for (let n = start; found.length < count; n++) {
    const candidate = String(n);
    if (isRegcode(candidate) && !taken.has(candidate)) found.push(candidate);
  }
  return found;
}

export interface LayeredOwnership {
  root: string;
  records: Map<string, DemoRecord>;
  /** Each number's layer: 0 for the root. */
  depths: Map<string, number>;
}

/**
 * A structure of `layers.length - 1` layers above one entity (`layers[0]` must be 1), `layers[d]` entities
 * in layer d. Entity k of a layer holds shares in entities k and k+1 (modulo the size) of the layer below, so
 * owners are shared and paths meet (each number is still one record); 80% of each entity is held by its
 * owners in the layer above, evenly, the rest by a person; the top layer is held by people alone.
 */
export function layeredOwnership(layers: readonly number[], start?: number): LayeredOwnership {
  if (layers[0] !== 1) throw new Error("the first layer is the entity itself: 1");
  const numbers = freeRegcodes(
    layers.reduce((a, b) => a + b, 0),
    start,
  );
  const byLayer: string[][] = [];
  let taken = 0;
  for (const size of layers) {
    byLayer.push(numbers.slice(taken, taken + size));
    taken += size;
  }
  const person = (regcode: string, role: string): PersonSpec => ({
    forename: role,
    surname: `Īpašnieks ${regcode.slice(-4)}`,
  });
  const specs: OwnershipRecordSpec[] = [];
  byLayer.forEach((layer, d) => {
    const above = byLayer[d + 1];
    layer.forEach((regcode, j) => {
      const owners = above ? above.filter((_, k) => k % layer.length === j || (k + 1) % layer.length === j) : [];
      const holders: HolderSpec[] =
        owners.length === 0
          ? [
              { person: person(regcode, "Anna"), percent: 60 },
              { person: person(regcode, "Pēteris"), percent: 40 },
            ]
          : [
              ...owners.map((owner) => ({ regcode: owner, percent: Math.round(8000 / owners.length) / 100 })),
              { person: person(regcode, "Marta"), percent: 20 },
            ];
      specs.push({ regcode, holders });
    });
  });
  const depths = new Map(byLayer.flatMap((layer, d) => layer.map((regcode) => [regcode, d] as const)));
  return { root: byLayer[0][0], records: ownershipRecords(specs), depths };
}
