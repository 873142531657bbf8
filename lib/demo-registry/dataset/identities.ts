import { type Place, companyNameAt, placeLine, randomPlace } from "./names";
import { rngFor } from "./prng";
import { regcodeFrom, regcodeSeries } from "./regcode";
import type { EntityIdentity } from "./shared-builders";

export const STREAM = { showcasePlace: 1, generated: 2, large: 3, generatedPlace: 4 } as const;

interface ShowcaseEntry {
  stem: number;
  name: string;
  type: string;
  story: string;
}

/** Showcase entities in display order; the key is how records and tests refer to them. */
const SHOWCASE = {
  amber: {
    stem: 4000351000,
    name: 'AS "Ziemeļu Dzintars Demo"',
    type: "AS",
    story:
      "Rich company: capital history, officers with representation rights, joint owners, decisive influence, branches abroad",
  },
  sanctioned: {
    stem: 4000352000,
    name: 'SIA "Austrumu Tranzīts Demo"',
    type: "SIA",
    story: "Sanctioned entity with directly and indirectly related sanctioned persons and entities",
  },
  insolvent: {
    stem: 4000353000,
    name: 'SIA "Vecā Dzirnava Demo"',
    type: "SIA",
    story: "Insolvent company in liquidation, with securing measures and special statuses",
  },
  suspended: {
    stem: 4000354000,
    name: 'SIA "Klusā Darbnīca Demo"',
    type: "SIA",
    story: "Activity suspended and prohibited by authorities",
  },
  excluded: {
    stem: 4000355000,
    name: 'SIA "Rietumu Loģistika Demo"',
    type: "SIA",
    story: "Excluded from the register after merging into another company",
  },
  authority: {
    stem: 9000012000,
    name: "Demo novada Izglītības pārvalde",
    type: "IESTADE",
    story: "Public authority with contacts, establishing act, delegated entities and school branches",
  },
  municipality: {
    stem: 9000011000,
    name: "Demo novada pašvaldība",
    type: "PASVALDIBA",
    story: "Municipality overseeing the education board",
  },
  party: {
    stem: 4000856000,
    name: 'Partija "Demo Kustība Latvijai"',
    type: "PARTIJA",
    story: "Political party with field offices",
  },
  church: {
    stem: 9000057000,
    name: "Demo Sv. Jāņa evaņģēliski luteriskā draudze",
    type: "DRAUDZE",
    story: "Religious organisation re-registered under earlier numbers",
  },
  arbitration: {
    stem: 4000858000,
    name: "Demo Šķīrējtiesa",
    type: "SKIRTIESA",
    story: "Arbitration court with its rules of procedure",
  },
  foreignBranch: {
    stem: 4000359000,
    name: "Nordic Demo Holding AB filiāle Latvijā",
    type: "FIL",
    story: "Branch of a foreign company (parent has only a foreign registration number)",
  },
  partnership: {
    stem: 4000360000,
    name: 'KS "Gaujas Partneri Demo"',
    type: "KS",
    story: "Limited partnership with a limited partner contribution and a personally liable partner",
  },
  farm: { stem: 4000361000, name: 'Z/S "Lejasdemo"', type: "ZS", story: "Farm with land ownership changes" },
  sparse: {
    stem: 4000362000,
    name: 'SIA "Kluss Demo"',
    type: "SIA",
    story: "Sparse record: only the address is known",
  },
  cycleA: {
    stem: 4000363000,
    name: 'SIA "Cikla Alfa Demo"',
    type: "SIA",
    story: "Ownership cycle with Cikla Beta and Gamma: 51% owned by Cikla Gamma",
  },
  cycleB: {
    stem: 4000364000,
    name: 'SIA "Cikla Beta Demo"',
    type: "SIA",
    story: "Ownership cycle: 51% owned by Cikla Alfa",
  },
  cycleC: {
    stem: 4000365000,
    name: 'SIA "Cikla Gamma Demo"',
    type: "SIA",
    story: "Ownership cycle: 51% owned by Cikla Beta",
  },
  chainX: {
    stem: 4000366000,
    name: 'SIA "Ķēdes Meita Demo"',
    type: "SIA",
    story: "Ownership chain, level 1: 60% owned by Ķēdes Vidus, 40% by another company",
  },
  chainY: {
    stem: 4000367000,
    name: 'SIA "Ķēdes Vidus Demo"',
    type: "SIA",
    story: "Ownership chain, level 2: 80% owned by Ķēdes Virsotne, 20% by a person",
  },
  chainZ: {
    stem: 4000368000,
    name: 'AS "Ķēdes Virsotne Demo"',
    type: "AS",
    story: "Ownership chain, level 3: 100% owned by one natural person",
  },
} satisfies Record<string, ShowcaseEntry>;

export type ShowcaseKey = keyof typeof SHOWCASE;
export const SHOWCASE_KEYS = Object.keys(SHOWCASE) as ShowcaseKey[];

export interface ShowcaseIdentity extends EntityIdentity {
  regcode: string;
  key: ShowcaseKey;
  type: string;
  story: string;
  place: Place;
  /** Record id; showcase records take 1..n. */
  recordId: number;
}

export const showcase = Object.fromEntries(
  SHOWCASE_KEYS.map((key, i) => {
    const e: ShowcaseEntry = SHOWCASE[key];
    const place = randomPlace(rngFor(STREAM.showcasePlace, i));
    const id: ShowcaseIdentity = {
      key,
      regcode: regcodeFrom(e.stem),
      name: e.name,
      type: e.type,
      story: e.story,
      place,
      address: placeLine(place),
      country: "LV",
      recordId: i + 1,
    };
    return [key, id];
  }),
) as Record<ShowcaseKey, ShowcaseIdentity>;

const largePlace = randomPlace(rngFor(STREAM.large, 0));
export const LARGE = {
  regcode: regcodeFrom(4000300100),
  name: 'AS "Tautas Akcijas Demo"',
  recordId: 100,
  place: largePlace,
  address: placeLine(largePlace),
  country: "LV",
};

export const GENERATED_COUNT = 240;
export const GENERATED_REGCODES = regcodeSeries(4010360000, GENERATED_COUNT);
const generatedIndex = new Map(GENERATED_REGCODES.map((code, i) => [code, i]));

export function generatedIndexOf(regcode: string): number | undefined {
  return generatedIndex.get(regcode);
}

export function generatedPlace(index: number): Place {
  return randomPlace(rngFor(STREAM.generatedPlace, index));
}

export function generatedIdentity(index: number): EntityIdentity {
  const kind = index % 5 === 0 ? "AS" : "SIA";
  return {
    regcode: GENERATED_REGCODES[index],
    name: `${kind} "${companyNameAt(index)}"`,
    address: placeLine(generatedPlace(index)),
    country: "LV",
  };
}

/** Identity of any domestic entity in the dataset, for references from other records. */
export function identityOf(regcode: string): EntityIdentity {
  const s = SHOWCASE_KEYS.map((k) => showcase[k]).find((x) => x.regcode === regcode);
  if (s) return s;
  if (regcode === LARGE.regcode) return LARGE;
  const g = generatedIndexOf(regcode);
  if (g === undefined) throw new Error(`no demo entity ${regcode}`);
  return generatedIdentity(g);
}

/** Entities abroad: only a foreign registration number, never a domestic one. */
export function foreignEntity(name: string, foreignRegNo: string, country: string, address: string): EntityIdentity {
  return {
    regcode: null,
    name,
    address,
    country,
    foreignRegistrationNumber: foreignRegNo,
    foreignLink: `https://business-register.demo.example/${country.toLowerCase()}/${encodeURIComponent(foreignRegNo)}`,
  };
}
