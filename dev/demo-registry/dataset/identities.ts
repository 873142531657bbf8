import type { Locale } from "@/lib/platform/i18n/locales";
import { type Place, companyNameAt, placeLine, randomPlace } from "./names";
import { rngFor } from "./prng";
import { regcodeFrom, regcodeSeries } from "./regcode";
import type { EntityIdentity } from "./shared-builders";

export const STREAM = { showcasePlace: 1, generated: 2, large: 3, generatedPlace: 4 } as const;

/** What a showcase entity shows off, in each language the app speaks. */
export type Story = Record<Locale, string>;

interface ShowcaseEntry {
  stem: number;
  name: string;
  type: string;
  story: Story;
}

/** Showcase entities in display order; the key is how records and tests refer to them. */
const SHOWCASE = {
  amber: {
    stem: 4000351000,
    name: 'AS "Ziemeļu Dzintars Demo"',
    type: "AS",
    story: {
      en: "Rich company: capital history, officers with representation rights, joint owners, decisive influence, branches abroad",
      lv: "Bagātīgs uzņēmums: kapitāla vēsture, amatpersonas ar pārstāvības tiesībām, kopīpašnieki, izšķirošā ietekme, filiāles ārvalstīs",
    },
  },
  sanctioned: {
    stem: 4000352000,
    name: 'SIA "Austrumu Tranzīts Demo"',
    type: "SIA",
    story: {
      en: "Sanctioned entity with directly and indirectly related sanctioned persons and entities",
      lv: "Sankcionēta persona ar tieši un netieši saistītām sankcionētām personām",
    },
  },
  insolvent: {
    stem: 4000353000,
    name: 'SIA "Vecā Dzirnava Demo"',
    type: "SIA",
    story: {
      en: "Insolvent company in liquidation, with securing measures and special statuses",
      lv: "Maksātnespējīgs uzņēmums likvidācijā, ar nodrošinājuma līdzekļiem un īpašiem statusiem",
    },
  },
  suspended: {
    stem: 4000354000,
    name: 'SIA "Klusā Darbnīca Demo"',
    type: "SIA",
    story: { en: "Activity suspended and prohibited by authorities", lv: "Iestāžu apturēta un aizliegta darbība" },
  },
  excluded: {
    stem: 4000355000,
    name: 'SIA "Rietumu Loģistika Demo"',
    type: "SIA",
    story: {
      en: "Excluded from the register after merging into another company",
      lv: "Izslēgts no reģistra pēc apvienošanas ar citu uzņēmumu",
    },
  },
  authority: {
    stem: 9000012000,
    name: "Demo novada Izglītības pārvalde",
    type: "IESTADE",
    story: {
      en: "Public authority with contacts, establishing act, delegated entities and school branches",
      lv: "Valsts iestāde ar kontaktiem, izveides aktu, deleģētām personām un skolu filiālēm",
    },
  },
  municipality: {
    stem: 9000011000,
    name: "Demo novada pašvaldība",
    type: "PASVALDIBA",
    story: {
      en: "Municipality overseeing the education board",
      lv: "Pašvaldība, kuras pārraudzībā ir izglītības pārvalde",
    },
  },
  party: {
    stem: 4000856000,
    name: 'Partija "Demo Kustība Latvijai"',
    type: "PARTIJA",
    story: { en: "Political party with field offices", lv: "Politiskā partija ar nodaļām" },
  },
  church: {
    stem: 9000057000,
    name: "Demo Sv. Jāņa evaņģēliski luteriskā draudze",
    type: "DRAUDZE",
    story: {
      en: "Religious organisation re-registered under earlier numbers",
      lv: "Reliģiska organizācija, pārreģistrēta ar agrākiem numuriem",
    },
  },
  arbitration: {
    stem: 4000858000,
    name: "Demo Šķīrējtiesa",
    type: "SKIRTIESA",
    story: { en: "Arbitration court with its rules of procedure", lv: "Šķīrējtiesa ar savu reglamentu" },
  },
  foreignBranch: {
    stem: 4000359000,
    name: "Nordic Demo Holding AB filiāle Latvijā",
    type: "FIL",
    story: {
      en: "Branch of a foreign company (parent has only a foreign registration number)",
      lv: "Ārvalstu komersanta filiāle (mātessabiedrībai ir tikai ārvalsts reģistrācijas numurs)",
    },
  },
  partnership: {
    stem: 4000360000,
    name: 'KS "Gaujas Partneri Demo"',
    type: "KS",
    story: {
      en: "Limited partnership with a limited partner contribution and a personally liable partner",
      lv: "Komandītsabiedrība ar komandīta ieguldījumu un personīgi atbildīgu biedru",
    },
  },
  farm: {
    stem: 4000361000,
    name: 'Z/S "Lejasdemo"',
    type: "ZS",
    story: { en: "Farm with land ownership changes", lv: "Zemnieku saimniecība ar zemes īpašuma izmaiņām" },
  },
  sparse: {
    stem: 4000362000,
    name: 'SIA "Kluss Demo"',
    type: "SIA",
    story: { en: "Sparse record: only the address is known", lv: "Skops ieraksts: zināma tikai adrese" },
  },
  cycleA: {
    stem: 4000363000,
    name: 'SIA "Cikla Alfa Demo"',
    type: "SIA",
    story: {
      en: "Ownership cycle with Cikla Beta and Gamma: 51% owned by Cikla Gamma",
      lv: "Īpašumtiesību cikls ar Cikla Beta un Gamma: 51% pieder Cikla Gamma",
    },
  },
  cycleB: {
    stem: 4000364000,
    name: 'SIA "Cikla Beta Demo"',
    type: "SIA",
    story: { en: "Ownership cycle: 51% owned by Cikla Alfa", lv: "Īpašumtiesību cikls: 51% pieder Cikla Alfa" },
  },
  cycleC: {
    stem: 4000365000,
    name: 'SIA "Cikla Gamma Demo"',
    type: "SIA",
    story: { en: "Ownership cycle: 51% owned by Cikla Beta", lv: "Īpašumtiesību cikls: 51% pieder Cikla Beta" },
  },
  chainX: {
    stem: 4000366000,
    name: 'SIA "Ķēdes Meita Demo"',
    type: "SIA",
    story: {
      en: "Ownership chain, level 1: 60% owned by Ķēdes Vidus, 40% by another company",
      lv: "Īpašumtiesību ķēde, 1. līmenis: 60% pieder Ķēdes Vidus, 40% citam uzņēmumam",
    },
  },
  chainY: {
    stem: 4000367000,
    name: 'SIA "Ķēdes Vidus Demo"',
    type: "SIA",
    story: {
      en: "Ownership chain, level 2: 80% owned by Ķēdes Virsotne, 20% by a person",
      lv: "Īpašumtiesību ķēde, 2. līmenis: 80% pieder Ķēdes Virsotne, 20% fiziskai personai",
    },
  },
  chainZ: {
    stem: 4000368000,
    name: 'AS "Ķēdes Virsotne Demo"',
    type: "AS",
    story: {
      en: "Ownership chain, level 3: 100% owned by one natural person",
      lv: "Īpašumtiesību ķēde, 3. līmenis: 100% pieder vienai fiziskai personai",
    },
  },
} satisfies Record<string, ShowcaseEntry>;

export type ShowcaseKey = keyof typeof SHOWCASE;
export const SHOWCASE_KEYS = Object.keys(SHOWCASE) as ShowcaseKey[];

export interface ShowcaseIdentity extends EntityIdentity {
  regcode: string;
  key: ShowcaseKey;
  type: string;
  story: Story;
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
