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
  /** False for an upstream company of a larger structure: served, but left off the showcase list so roots stand out. */
  listed?: boolean;
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
  // Ownership determination structures (showcase/beneficial-ownership.ts): roots listed, upstream companies not.
  fourLayer: {
    stem: 4000369000,
    name: 'SIA "Četru Slāņu Demo"',
    type: "SIA",
    story: {
      en: "Beneficial ownership: a four-layer chain whose top person holds 26% (100% × 50% × 80% × 65%), declared as indirect owner",
      lv: "Patiesā labuma guvēji: četru slāņu ķēde; tās augšējai personai pieder 26% (100% × 50% × 80% × 65%), un tā deklarēta kā netiešs patiesā labuma guvējs",
    },
  },
  fourLayerA: {
    stem: 4000370000,
    name: 'SIA "Pirmā Slāņa Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Four-layer chain, layer 1: holds 65% of Četru Slāņu; 80% owned by Otrā Slāņa, 20% by a person",
      lv: "Četru slāņu ķēde, 1. slānis: tam pieder 65% daļu uzņēmumā Četru Slāņu; 80% tā daļu pieder uzņēmumam Otrā Slāņa, 20% fiziskai personai",
    },
  },
  fourLayerB: {
    stem: 4000371000,
    name: 'SIA "Otrā Slāņa Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Four-layer chain, layer 2: holds 80% of Pirmā Slāņa; 50% owned by Trešā Slāņa, the rest by two persons",
      lv: "Četru slāņu ķēde, 2. slānis: tam pieder 80% daļu uzņēmumā Pirmā Slāņa; 50% tā daļu pieder uzņēmumam Trešā Slāņa, pārējās divām personām",
    },
  },
  fourLayerC: {
    stem: 4000372000,
    name: 'AS "Trešā Slāņa Demo"',
    type: "AS",
    listed: false,
    story: {
      en: "Four-layer chain, layer 3: holds 50% of Otrā Slāņa; 100% owned by one natural person",
      lv: "Četru slāņu ķēde, 3. slānis: tam pieder 50% daļu uzņēmumā Otrā Slāņa; 100% tā daļu pieder vienai fiziskai personai",
    },
  },
  diamond: {
    stem: 4000373000,
    name: 'SIA "Dimanta Demo"',
    type: "SIA",
    story: {
      en: "Beneficial ownership: a diamond; one person holds 50% of two companies that each hold 30% (two 15% paths, 30% in all), declared",
      lv: "Patiesā labuma guvēji: rombs; vienai personai pieder 50% daļu divos uzņēmumos, kuriem katram pieder 30% (divi 15% ceļi, kopā 30%); persona deklarēta",
    },
  },
  diamondWest: {
    stem: 4000374000,
    name: 'SIA "Dimanta Rietumi Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Diamond, west side: holds 30% of Dimanta; half owned by the person behind both sides",
      lv: "Rombs, rietumu puse: tam pieder 30% daļu uzņēmumā Dimanta; pusi tā daļu tur persona, kas ir aiz abām pusēm",
    },
  },
  diamondEast: {
    stem: 4000375000,
    name: 'SIA "Dimanta Austrumi Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Diamond, east side: holds 30% of Dimanta; half owned by the person behind both sides",
      lv: "Rombs, austrumu puse: tam pieder 30% daļu uzņēmumā Dimanta; pusi tā daļu tur persona, kas ir aiz abām pusēm",
    },
  },
  crossHolding: {
    stem: 4000376000,
    name: 'SIA "Savstarpējo Daļu Demo"',
    type: "SIA",
    story: {
      en: "Beneficial ownership: a cross-holding loop; two companies hold 30% and 40% of each other, each also owned by a person",
      lv: "Patiesā labuma guvēji: savstarpējas līdzdalības cilpa; divi uzņēmumi tur 30% un 40% viens otra daļu, un katram ir arī īpašnieks — fiziska persona",
    },
  },
  crossNorth: {
    stem: 4000377000,
    name: 'SIA "Krustojuma Ziemeļi Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Cross-holding loop: holds 60% of Savstarpējo Daļu; 30% owned by Krustojuma Dienvidi, 70% by a person",
      lv: "Savstarpējas līdzdalības cilpa: tam pieder 60% daļu uzņēmumā Savstarpējo Daļu; 30% tā daļu pieder uzņēmumam Krustojuma Dienvidi, 70% fiziskai personai",
    },
  },
  crossSouth: {
    stem: 4000378000,
    name: 'SIA "Krustojuma Dienvidi Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Cross-holding loop: holds 30% of Krustojuma Ziemeļi, which holds 40% of it back; 60% owned by a person",
      lv: "Savstarpējas līdzdalības cilpa: tam pieder 30% daļu uzņēmumā Krustojuma Ziemeļi, kuram savukārt pieder 40% tā daļu; 60% pieder fiziskai personai",
    },
  },
  foreignParent: {
    stem: 4000379000,
    name: 'SIA "Ārvalstu Mātes Demo"',
    type: "SIA",
    story: {
      en: "Beneficial ownership: 40% held by a company in the United Arab Emirates without a Latvian number; the other 60% stated only as a number of shares and their nominal value",
      lv: "Patiesā labuma guvēji: 40% pieder uzņēmumam Apvienotajos Arābu Emirātos bez Latvijas reģistrācijas numura; pārējie 60% norādīti tikai ar daļu skaitu un nominālvērtību",
    },
  },
  declaredUnreachable: {
    stem: 4000380000,
    name: 'SIA "Nesasniedzamā Labuma Demo"',
    type: "SIA",
    story: {
      en: "Beneficial ownership: declares a person who appears in no member list up the chain",
      lv: "Patiesā labuma guvēji: deklarēta persona, kuras nav nevienā dalībnieku sarakstā augšup pa ķēdi",
    },
  },
  unreachableHolder: {
    stem: 4000381000,
    name: 'SIA "Labuma Starpnieks Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Holds 60% of Nesasniedzamā Labuma; 100% owned by one natural person",
      lv: "Tam pieder 60% daļu uzņēmumā Nesasniedzamā Labuma; 100% tā daļu pieder vienai fiziskai personai",
    },
  },
  undeclared: {
    stem: 4000382000,
    name: 'SIA "Nedeklarētās Daļas Demo"',
    type: "SIA",
    story: {
      en: "Beneficial ownership: a person holding 30% directly is not declared as beneficial owner",
      lv: "Patiesā labuma guvēji: persona ar 30% tiešu līdzdalību nav deklarēta kā patiesā labuma guvējs",
    },
  },
  sanctionedPair: {
    stem: 4000383000,
    name: 'SIA "Sankciju Pāra Demo"',
    type: "SIA",
    story: {
      en: "Sanctions through ownership: two EU-sanctioned persons hold 25% each, 50% together",
      lv: "Sankcijas caur īpašumtiesībām: divām ES sankcionētām personām pieder pa 25%, kopā 50%",
    },
  },
  jointInfluence: {
    stem: 4000384000,
    name: 'SIA "Kopīpašuma Ietekmes Demo"',
    type: "SIA",
    story: {
      en: "Beneficial ownership: 40% held jointly by two persons, and a decisive-influence notice naming a person without shares",
      lv: "Patiesā labuma guvēji: 40% daļu ir divu personu kopīpašumā, un paziņojumā par izšķirošo ietekmi nosaukta persona bez daļām",
    },
  },
  deepChain: {
    stem: 4000385000,
    name: 'AS "Dziļās Ķēdes Demo"',
    type: "AS",
    story: {
      en: "Beneficial ownership: six companies deep, each 60% owned by the next; the top person holds 4.67% but controls through the majority chain",
      lv: "Patiesā labuma guvēji: ķēde sešu uzņēmumu dziļumā, katra uzņēmuma 60% daļu pieder nākamajam; augšējai personai pieder 4,67%, bet tā kontrolē caur vairākuma ķēdi",
    },
  },
  deep1: {
    stem: 4000386000,
    name: 'SIA "Dziļuma Slānis 1 Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Deep chain, layer 1: holds 60% of Dziļās Ķēdes; 60% owned by layer 2, 40% by a person",
      lv: "Dziļā ķēde, 1. slānis: tam pieder 60% daļu uzņēmumā Dziļās Ķēdes; 60% tā daļu pieder 2. slānim, 40% fiziskai personai",
    },
  },
  deep2: {
    stem: 4000387000,
    name: 'SIA "Dziļuma Slānis 2 Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Deep chain, layer 2: holds 60% of Dziļuma Slānis 1; 60% owned by layer 3, 40% by a person",
      lv: "Dziļā ķēde, 2. slānis: tam pieder 60% daļu uzņēmumā Dziļuma Slānis 1; 60% tā daļu pieder 3. slānim, 40% fiziskai personai",
    },
  },
  deep3: {
    stem: 4000388000,
    name: 'SIA "Dziļuma Slānis 3 Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Deep chain, layer 3: holds 60% of Dziļuma Slānis 2; 60% owned by layer 4, 40% by a person",
      lv: "Dziļā ķēde, 3. slānis: tam pieder 60% daļu uzņēmumā Dziļuma Slānis 2; 60% tā daļu pieder 4. slānim, 40% fiziskai personai",
    },
  },
  deep4: {
    stem: 4000389000,
    name: 'SIA "Dziļuma Slānis 4 Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Deep chain, layer 4: holds 60% of Dziļuma Slānis 3; 60% owned by layer 5, 40% by a person",
      lv: "Dziļā ķēde, 4. slānis: tam pieder 60% daļu uzņēmumā Dziļuma Slānis 3; 60% tā daļu pieder 5. slānim, 40% fiziskai personai",
    },
  },
  deep5: {
    stem: 4000390000,
    name: 'SIA "Dziļuma Slānis 5 Demo"',
    type: "SIA",
    listed: false,
    story: {
      en: "Deep chain, layer 5: holds 60% of Dziļuma Slānis 4; 60% owned by layer 6, 40% by a person",
      lv: "Dziļā ķēde, 5. slānis: tam pieder 60% daļu uzņēmumā Dziļuma Slānis 4; 60% tā daļu pieder 6. slānim, 40% fiziskai personai",
    },
  },
  deep6: {
    stem: 4000391000,
    name: 'AS "Dziļuma Slānis 6 Demo"',
    type: "AS",
    listed: false,
    story: {
      en: "Deep chain, layer 6: holds 60% of Dziļuma Slānis 5; 100% owned by one natural person",
      lv: "Dziļā ķēde, 6. slānis: tam pieder 60% daļu uzņēmumā Dziļuma Slānis 5; 100% tā daļu pieder vienai fiziskai personai",
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
  /** On the showcase list (GET /demo/showcase); upstream companies of a structure are served but not listed. */
  listed: boolean;
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
      listed: e.listed ?? true,
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
