import type { Rng } from "./prng";

/** Fictional Latvian-style names; "Demo" in every company name keeps them clearly synthetic. */
const MALE_FORENAMES = [
  "Jānis",
  "Andris",
  "Mārtiņš",
  "Kārlis",
  "Edgars",
  "Raimonds",
  "Pēteris",
  "Artūrs",
  "Valdis",
  "Gints",
  "Roberts",
  "Oskars",
  "Dāvis",
  "Ēriks",
  "Uldis",
];
const FEMALE_FORENAMES = [
  "Anna",
  "Līga",
  "Ilze",
  "Inese",
  "Kristīne",
  "Dace",
  "Zane",
  "Agnese",
  "Māra",
  "Elīna",
  "Laura",
  "Sanita",
  "Ieva",
  "Baiba",
  "Solvita",
];
/** [male form, female form] */
const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ["Bērziņš", "Bērziņa"],
  ["Kalniņš", "Kalniņa"],
  ["Ozoliņš", "Ozoliņa"],
  ["Jansons", "Jansone"],
  ["Liepiņš", "Liepiņa"],
  ["Krūmiņš", "Krūmiņa"],
  ["Balodis", "Balode"],
  ["Zariņš", "Zariņa"],
  ["Kļaviņš", "Kļaviņa"],
  ["Vītols", "Vītola"],
  ["Eglītis", "Eglīte"],
  ["Puriņš", "Puriņa"],
  ["Siliņš", "Siliņa"],
  ["Lācis", "Lāce"],
  ["Ābols", "Ābola"],
];
const NAME_ADJECTIVES = [
  "Ziemeļu",
  "Dienvidu",
  "Zaļā",
  "Baltā",
  "Jaunā",
  "Vecā",
  "Zelta",
  "Sudraba",
  "Kurzemes",
  "Vidzemes",
  "Latgales",
  "Zemgales",
  "Jūras",
  "Meža",
  "Saules",
];
const NAME_NOUNS = [
  "Dzintars",
  "Ozols",
  "Tilts",
  "Osta",
  "Dārzs",
  "Krasts",
  "Avots",
  "Ceļš",
  "Loks",
  "Sēta",
  "Pļava",
  "Vējš",
  "Akmens",
  "Enkurs",
  "Zvaigzne",
];
const NAME_SUFFIXES = ["Demo", "Demo Serviss"];

export interface PersonName {
  forename: string;
  surname: string;
}

export function randomPersonName(rng: Rng): PersonName {
  const female = rng.chance(0.5);
  const [male, fem] = rng.pick(SURNAMES);
  return female
    ? { forename: rng.pick(FEMALE_FORENAMES), surname: fem }
    : { forename: rng.pick(MALE_FORENAMES), surname: male };
}

/**
 * `name`, or the same name with second (and third) forenames when `taken` already holds it, recorded in `taken`.
 * A generated list of thousands of people then names each of them once: the graph, like the sanctions
 * matching, takes one name to be one person. No randomness is drawn, so the rest of a record stays as it was.
 */
export function distinctPersonName(name: PersonName, taken: Set<string>): PersonName {
  const pool = FEMALE_FORENAMES.includes(name.forename) ? FEMALE_FORENAMES : MALE_FORENAMES;
  const others = pool.filter((f) => f !== name.forename);
  const key = (n: PersonName) => `${n.forename} ${n.surname}`;
  let candidate = name;
  for (let i = 0; taken.has(key(candidate)); i++) {
    const extra = [others[i % others.length], others[Math.floor(i / others.length) % others.length]];
    const forenames = i < others.length ? [name.forename, extra[0]] : [name.forename, extra[1], extra[0]];
    candidate = { ...name, forename: forenames.join(" ") };
  }
  taken.add(key(candidate));
  return candidate;
}

/** Distinct quoted company name for every index below 450. */
export function companyNameAt(index: number): string {
  const block = Math.floor(index / 15);
  const adjective = NAME_ADJECTIVES[index % 15];
  const noun = NAME_NOUNS[(block + index) % 15];
  const suffix = NAME_SUFFIXES[Math.floor(index / 225) % NAME_SUFFIXES.length];
  return `${adjective} ${noun} ${suffix}`;
}

export interface Place {
  /** Empty for rural addresses that only have a house name. */
  street: string;
  house: string;
  apartment?: string;
  houseName?: string;
  city: string | null;
  postal: string;
  county?: string;
  parish?: string;
  village?: string;
  /** Address register code, an integer in the spec. */
  code: number;
  atvk: string;
}

const CITIES = [
  { city: "Rīga", postal: "LV-10", atvk: "0001000" },
  { city: "Jelgava", postal: "LV-30", atvk: "0090000" },
  { city: "Liepāja", postal: "LV-34", atvk: "0170000" },
  { city: "Valmiera", postal: "LV-42", atvk: "0250000" },
  { city: "Daugavpils", postal: "LV-54", atvk: "0050000" },
  { city: "Ventspils", postal: "LV-36", atvk: "0270000" },
] as const;
const STREETS = [
  "Brīvības iela",
  "Krišjāņa Barona iela",
  "Elizabetes iela",
  "Lāčplēša iela",
  "Dzirnavu iela",
  "Tērbatas iela",
  "Raiņa bulvāris",
  "Skolas iela",
  "Pils iela",
  "Lielā iela",
  "Rīgas iela",
  "Ganību dambis",
];

export function randomPlace(rng: Rng): Place {
  const c = rng.pick(CITIES);
  const apartment = rng.chance(0.4) ? String(rng.int(1, 60)) : undefined;
  return {
    street: rng.pick(STREETS),
    house: String(rng.int(1, 140)),
    apartment,
    city: c.city,
    postal: `${c.postal}${String(rng.int(1, 99)).padStart(2, "0")}`,
    code: rng.int(100_000_000, 109_999_999),
    atvk: c.atvk,
  };
}

/** One-line address as the register prints it, e.g. "Brīvības iela 12 - 4, Rīga, LV-1010". */
export function placeLine(p: Place): string {
  const house = p.apartment ? `${p.house} - ${p.apartment}` : p.house;
  const street = p.street ? `${p.street} ${house}` : null;
  return [p.houseName, street, p.village, p.parish, p.county, p.city, p.postal].filter(Boolean).join(", ");
}

export const NACE_CODES = [
  "62.01",
  "62.02",
  "46.90",
  "41.20",
  "49.41",
  "68.20",
  "70.22",
  "47.11",
  "56.10",
  "10.71",
  "52.29",
  "64.20",
];
