import type { Ctx, Obj } from "../ctx";
import { type DecisiveInfluenceSpec, activitiesDetails, commercialDetails } from "../detail-builders";
import { ownershipStatus } from "../history-builders";
import { type ShowcaseIdentity, type ShowcaseKey, foreignEntity, showcase } from "../identities";
import { beneficialOwner, member, officer } from "../people-builders";
import { sanctions } from "../org-builders";
import type { RecordParts } from "../record";
import type { Party, PersonSpec } from "../shared-builders";
import { ts } from "../time";
import { entityParty, personParty, showcaseRecord } from "./common";

/**
 * Structures for the ownership determination: who ultimately owns and controls an entity, computed across
 * register records and compared with the BeneficialOwners the register declares. Each layer's shares add up
 * to 100% and every company's equity capital matches its members' shares, so the intended effective shares
 * follow from the records alone. The people appear in no other showcase record, so one structure's
 * determination never meets another's people.
 */

const P = {
  // Four-layer chain
  peteris: { forename: "Pēteris", surname: "Demkalns" },
  laura: { forename: "Laura", surname: "Demiņa" },
  raimonds: { forename: "Raimonds", surname: "Demozols" },
  agnese: { forename: "Agnese", surname: "Demlapa" },
  kristaps: { forename: "Kristaps", surname: "Demupe" },
  sandra: { forename: "Sandra", surname: "Demsiliņa" },
  // Diamond
  dainis: { forename: "Dainis", surname: "Demkrasts" },
  ieva: { forename: "Ieva", surname: "Demlauka" },
  gints: { forename: "Gints", surname: "Demvilks" },
  marta: { forename: "Marta", surname: "Demskalne" },
  uldis: { forename: "Uldis", surname: "Demsils" },
  // Cross-holding loop
  valters: { forename: "Valters", surname: "Demeglītis" },
  baiba: { forename: "Baiba", surname: "Demriekste" },
  oskars: { forename: "Oskars", surname: "Demlīcis" },
  // Foreign parent
  juris: { forename: "Juris", surname: "Demkalniņš" },
  aleksandrs: { forename: "Aleksandrs", surname: "Demtāls", residence: "AE" },
  // Declared but unreachable
  rolands: { forename: "Rolands", surname: "Demzariņš" },
  elina: { forename: "Elīna", surname: "Demkoka" },
  normunds: { forename: "Normunds", surname: "Demgaiss" },
  // Undeclared
  ilona: { forename: "Ilona", surname: "Demstrauta" },
  arturs: { forename: "Artūrs", surname: "Demmālnieks" },
  vija: { forename: "Vija", surname: "Demdārziņa" },
  // Sanctioned pair
  girts: { forename: "Ģirts", surname: "Demtumšs", residence: "RU" },
  vita: { forename: "Vita", surname: "Demnakts", residence: "BY" },
  marite: { forename: "Mārīte", surname: "Demgaisma" },
  // Joint holding and decisive influence
  kaspars: { forename: "Kaspars", surname: "Demvītols" },
  anita: { forename: "Anita", surname: "Demvītola" },
  ojars: { forename: "Ojārs", surname: "Demlazds" },
  zigrida: { forename: "Zigrīda", surname: "Demsaule" },
  egils: { forename: "Egils", surname: "Demvaldnieks" },
  // Deep chain: the 40% holder of the root and of each layer, then the person at the top
  ivars: { forename: "Ivars", surname: "Demdziļš" },
  gunta: { forename: "Gunta", surname: "Demakmene" },
  andris: { forename: "Andris", surname: "Demsmilts" },
  liva: { forename: "Līva", surname: "Demmāla" },
  toms: { forename: "Toms", surname: "Demklints" },
  rita: { forename: "Rita", surname: "Demgrante" },
  visvaldis: { forename: "Visvaldis", surname: "Demvirsotne" },
} satisfies Record<string, PersonSpec>;

/** A fictional parent abroad: only a foreign registration number, in a country outside the EU. */
const DUNE_HOLDINGS = foreignEntity(
  "Baltic Dune Demo Holdings FZE",
  "DMCC-DEMO-20417",
  "AE",
  "Demo Tower 7, Jumeirah Lakes Towers, Dubai",
);

interface Stake {
  party: Party;
  percent: number;
  since: string;
  /** The register states this share only as a number of shares and their nominal value (no in_percent). */
  capitalOnly?: boolean;
  /** Held jointly: the member (a person) and this co-owner are both named in joint_owners. */
  jointWith?: PersonSpec;
}

interface Capital {
  shares: number;
  nominal: number;
  since: string;
  /** An earlier, smaller capital, removed when the current one was registered: only the current one counts. */
  earlierShares?: number;
}

interface Declared {
  person: PersonSpec;
  since: string;
  indirect?: boolean;
  control?: "OWNERSHIP" | "INDIRECT_OWNERSHIP" | "CONTROL";
}

interface CompanySpec {
  registeredOn: string;
  nace: string;
  capital: Capital;
  stakes: Stake[];
  /** The board: the first member chairs it when there are several. */
  board: PersonSpec[];
  declared?: Declared[];
  influence?: (self: ShowcaseIdentity) => DecisiveInfluenceSpec[];
  sanctionsRisk?: string;
  extra?: (c: Ctx) => RecordParts;
}

function shareCount(key: ShowcaseKey, capital: Capital, percent: number): number {
  const count = (capital.shares * percent) / 100;
  // A fractional share would make the record's capital disagree with its members.
  if (!Number.isInteger(count)) throw new Error(`${key}: ${percent}% of ${capital.shares} shares is not whole`);
  return count;
}

/** One company of a structure: capital, members, board, and (for roots) the declared beneficial owners. */
function company(key: ShowcaseKey, spec: CompanySpec): Obj {
  const { capital } = spec;
  const registeredOn = ts(spec.registeredOn);
  const total = spec.stakes.reduce((sum, s) => sum + s.percent, 0);
  if (total !== 100) throw new Error(`${key}: stakes add up to ${total}%`);
  return showcaseRecord(key, { registeredOn, sanctionsRisk: spec.sanctionsRisk }, (c, self) => ({
    ActivitiesDetails: activitiesDetails(c, { nace: [{ code: spec.nace }] }),
    CommercialEntityDetails: commercialDetails(
      c,
      {
        equity: [
          ...(capital.earlierShares === undefined
            ? []
            : [
                {
                  type: "SHARE_CAPITAL",
                  amount: capital.earlierShares * capital.nominal,
                  shares: capital.earlierShares,
                  nominal: capital.nominal,
                  reason: "Founding capital",
                  registeredOn,
                  removedOn: ts(capital.since),
                },
              ]),
          {
            type: "SHARE_CAPITAL",
            amount: capital.shares * capital.nominal,
            shares: capital.shares,
            nominal: capital.nominal,
            reason: capital.earlierShares === undefined ? "Founding capital" : "Increase of share capital",
            registeredOn: capital.earlierShares === undefined ? registeredOn : ts(capital.since),
          },
        ],
        influence: spec.influence?.(self),
      },
      self.regcode,
    ),
    Members: spec.stakes.map((s) => {
      const joint = s.jointWith ? [s.party, personParty(s.jointWith)] : undefined;
      return member(c, {
        party: s.party,
        dateFrom: ts(s.since),
        representative: joint ? s.party : undefined,
        shares: {
          count: shareCount(key, capital, s.percent),
          nominal: capital.nominal,
          percent: s.capitalOnly ? undefined : s.percent,
          jointOwners: joint,
        },
      });
    }),
    Officers: spec.board.map((person, i) =>
      officer(c, {
        party: personParty(person),
        position: spec.board.length > 1 && i === 0 ? "CHAIR_OF_BOARD" : "BOARD_MEMBER",
        appointedOn: registeredOn,
        rights: [spec.board.length > 1 ? { type: "JOINTLY", withAtLeast: 2 } : { type: "INDIVIDUALLY" }],
      }),
    ),
    BeneficialOwners: (spec.declared ?? []).map((d) =>
      beneficialOwner(c, {
        person: d.person,
        dateFrom: ts(d.since),
        isIndirect: d.indirect ?? false,
        controlType: d.control ?? (d.indirect ? "INDIRECT_OWNERSHIP" : "OWNERSHIP"),
      }),
    ),
    BeneficialOwnershipStatuses: spec.declared
      ? [ownershipStatus(c, "BENEFICIAL_OWNERS_REPORTED", "Reported by the board", ts(spec.declared[0].since))]
      : [],
    ...spec.extra?.(c),
  }));
}

const person = personParty;
const entity = entityParty;
const CAPITAL_1000 = (since: string): Capital => ({ shares: 1000, nominal: 10, since });

// 1. Four-layer chain: Pēteris 100% → Trešā Slāņa 50% → Otrā Slāņa 80% → Pirmā Slāņa 65% → Četru Slāņu (26%).

const fourLayerRecord = () =>
  company("fourLayer", {
    registeredOn: "2018-05-14",
    nace: "46.90",
    capital: CAPITAL_1000("2018-05-14"),
    stakes: [
      { party: entity("fourLayerA"), percent: 65, since: "2018-05-14" },
      { party: person(P.kristaps), percent: 20, since: "2018-05-14" },
      { party: person(P.sandra), percent: 15, since: "2019-02-01" },
    ],
    board: [P.kristaps],
    declared: [{ person: P.peteris, since: "2018-05-14", indirect: true }],
  });

const fourLayerARecord = () =>
  company("fourLayerA", {
    registeredOn: "2016-03-02",
    nace: "64.20",
    capital: CAPITAL_1000("2016-03-02"),
    stakes: [
      { party: entity("fourLayerB"), percent: 80, since: "2016-03-02" },
      { party: person(P.agnese), percent: 20, since: "2016-03-02" },
    ],
    board: [P.agnese],
  });

const fourLayerBRecord = () =>
  company("fourLayerB", {
    registeredOn: "2014-10-20",
    nace: "64.20",
    capital: CAPITAL_1000("2014-10-20"),
    stakes: [
      { party: entity("fourLayerC"), percent: 50, since: "2014-10-20" },
      { party: person(P.laura), percent: 30, since: "2014-10-20" },
      { party: person(P.raimonds), percent: 20, since: "2015-06-01" },
    ],
    board: [P.laura, P.raimonds],
  });

const fourLayerCRecord = () =>
  company("fourLayerC", {
    registeredOn: "2012-01-16",
    nace: "64.20",
    capital: { shares: 25000, nominal: 1, since: "2012-01-16" },
    stakes: [{ party: person(P.peteris), percent: 100, since: "2012-01-16" }],
    board: [P.peteris],
  });

// 2. Diamond: Dainis holds 50% of each side; each side holds 30% of the root (two 15% paths).

const diamondRecord = () =>
  company("diamond", {
    registeredOn: "2019-08-05",
    nace: "41.20",
    capital: CAPITAL_1000("2019-08-05"),
    stakes: [
      { party: entity("diamondWest"), percent: 30, since: "2019-08-05" },
      { party: entity("diamondEast"), percent: 30, since: "2019-08-05" },
      { party: person(P.marta), percent: 22, since: "2019-08-05" },
      { party: person(P.uldis), percent: 18, since: "2020-04-15" },
    ],
    board: [P.marta],
    declared: [{ person: P.dainis, since: "2019-08-05", indirect: true }],
  });

const diamondSideRecord = (key: "diamondWest" | "diamondEast", coOwner: PersonSpec, registeredOn: string) =>
  company(key, {
    registeredOn,
    nace: "64.20",
    capital: CAPITAL_1000(registeredOn),
    stakes: [
      { party: person(P.dainis), percent: 50, since: registeredOn },
      { party: person(coOwner), percent: 50, since: registeredOn },
    ],
    board: [coOwner],
  });

// 3. Cross-holding loop: Krustojuma Ziemeļi and Dienvidi hold 30% and 40% of each other.

const crossHoldingRecord = () =>
  company("crossHolding", {
    registeredOn: "2017-09-11",
    nace: "68.20",
    capital: CAPITAL_1000("2017-09-11"),
    stakes: [
      { party: entity("crossNorth"), percent: 60, since: "2017-09-11" },
      { party: person(P.oskars), percent: 40, since: "2017-09-11" },
    ],
    board: [P.oskars],
    declared: [
      { person: P.oskars, since: "2017-11-01" },
      { person: P.valters, since: "2017-11-01", indirect: true },
    ],
  });

const crossNorthRecord = () =>
  company("crossNorth", {
    registeredOn: "2015-04-07",
    nace: "64.20",
    capital: CAPITAL_1000("2015-04-07"),
    stakes: [
      { party: person(P.valters), percent: 70, since: "2015-04-07" },
      { party: entity("crossSouth"), percent: 30, since: "2016-01-04" },
    ],
    board: [P.valters],
  });

const crossSouthRecord = () =>
  company("crossSouth", {
    registeredOn: "2015-11-23",
    nace: "64.20",
    capital: CAPITAL_1000("2015-11-23"),
    stakes: [
      { party: entity("crossNorth"), percent: 40, since: "2015-11-23" },
      { party: person(P.baiba), percent: 60, since: "2015-11-23" },
    ],
    board: [P.baiba],
  });

// 4. Foreign parent: 40% held abroad; the other 60% only as 1,500 shares of €4 over a €10,000 capital.

const foreignParentRecord = () =>
  company("foreignParent", {
    registeredOn: "2018-02-19",
    nace: "52.29",
    capital: { shares: 2500, nominal: 4, since: "2021-03-01", earlierShares: 1250 },
    stakes: [
      { party: { entity: DUNE_HOLDINGS }, percent: 40, since: "2021-03-01" },
      { party: person(P.juris), percent: 60, since: "2018-02-19", capitalOnly: true },
    ],
    board: [P.juris],
    // The person behind the foreign parent: named by the register, past where its chain can be followed.
    declared: [
      { person: P.juris, since: "2018-02-19" },
      { person: P.aleksandrs, since: "2021-03-01", indirect: true },
    ],
  });

// 5. Declared but reachable through no chain: Normunds is declared and holds nothing anywhere.

const declaredUnreachableRecord = () =>
  company("declaredUnreachable", {
    registeredOn: "2020-06-22",
    nace: "70.22",
    capital: CAPITAL_1000("2020-06-22"),
    stakes: [
      { party: entity("unreachableHolder"), percent: 60, since: "2020-06-22" },
      { party: person(P.elina), percent: 40, since: "2020-06-22" },
    ],
    board: [P.elina],
    declared: [
      { person: P.elina, since: "2020-06-22" },
      { person: P.rolands, since: "2020-06-22", indirect: true },
      { person: P.normunds, since: "2022-09-01" },
    ],
  });

const unreachableHolderRecord = () =>
  company("unreachableHolder", {
    registeredOn: "2013-05-06",
    nace: "64.20",
    capital: CAPITAL_1000("2013-05-06"),
    stakes: [{ party: person(P.rolands), percent: 100, since: "2013-05-06" }],
    board: [P.rolands],
  });

// 6. Undeclared: Artūrs holds 30% directly; only Ilona is declared.

const undeclaredRecord = () =>
  company("undeclared", {
    registeredOn: "2019-03-18",
    nace: "56.10",
    capital: CAPITAL_1000("2019-03-18"),
    stakes: [
      { party: person(P.ilona), percent: 55, since: "2019-03-18" },
      { party: person(P.arturs), percent: 30, since: "2021-10-04" },
      { party: person(P.vija), percent: 15, since: "2019-03-18" },
    ],
    board: [P.ilona],
    declared: [{ person: P.ilona, since: "2019-03-18" }],
  });

// 7. Sanctioned pair: Ģirts and Vita, each on an EU list, hold 25% each.

const sanctionedPairRecord = () =>
  company("sanctionedPair", {
    registeredOn: "2016-07-25",
    nace: "46.71",
    sanctionsRisk: "MEDIUM",
    capital: CAPITAL_1000("2016-07-25"),
    stakes: [
      { party: person(P.girts), percent: 25, since: "2016-07-25" },
      { party: person(P.vita), percent: 25, since: "2016-07-25" },
      { party: person(P.marite), percent: 50, since: "2016-07-25" },
    ],
    board: [P.marite],
    declared: [{ person: P.marite, since: "2017-11-01" }],
    extra: (c) => ({
      Sanctions: sanctions(c, {
        own: [],
        direct: [
          {
            party: person(P.girts),
            position: "SHAREHOLDER",
            list: "EU",
            program: "RUSSIA_TERRITORIAL_INTEGRITY",
            entryDate: ts("2022-10-06"),
            links: ["https://sanctions.demo.example/eu/person/5120"],
          },
          {
            party: person(P.vita),
            position: "SHAREHOLDER",
            list: "EU",
            program: "BELARUS",
            entryDate: ts("2023-08-03"),
            links: ["https://sanctions.demo.example/eu/person/5388"],
          },
        ],
        indirect: [],
      }),
    }),
  });

// 8. Joint holding and decisive influence: 40% held by Kaspars and Anita jointly; Egils dominant by agreement.

const jointInfluenceRecord = () =>
  company("jointInfluence", {
    registeredOn: "2020-11-09",
    nace: "62.01",
    capital: CAPITAL_1000("2020-11-09"),
    stakes: [
      { party: person(P.kaspars), jointWith: P.anita, percent: 40, since: "2020-11-09" },
      { party: person(P.ojars), percent: 36, since: "2020-11-09" },
      { party: person(P.zigrida), percent: 24, since: "2020-11-09" },
    ],
    board: [P.ojars, P.egils],
    declared: [
      { person: P.kaspars, since: "2020-11-09" },
      { person: P.anita, since: "2020-11-09" },
      { person: P.ojars, since: "2020-11-09" },
      { person: P.egils, since: "2021-09-01", control: "CONTROL" },
    ],
    influence: (self) => [
      {
        type: "GROUP",
        typeDetails: ["Right to appoint and remove the majority of the board"],
        agreedOn: ts("2021-09-01"),
        dominant: person(P.egils),
        dependent: self,
        note: "Decisive influence through a shareholder agreement",
      },
    ],
  });

// 9. Deep chain: six companies above the root, each 60% owned by the next and 40% by a person.

const DEEP_LAYERS = ["deep1", "deep2", "deep3", "deep4", "deep5", "deep6"] as const;
const DEEP_HOLDERS = [P.gunta, P.andris, P.liva, P.toms, P.rita];

const deepChainRecord = () =>
  company("deepChain", {
    registeredOn: "2021-04-12",
    nace: "35.11",
    capital: { shares: 50000, nominal: 1, since: "2021-04-12" },
    stakes: [
      { party: entity("deep1"), percent: 60, since: "2021-04-12" },
      { party: person(P.ivars), percent: 40, since: "2021-04-12" },
    ],
    board: [P.ivars],
    declared: [
      { person: P.ivars, since: "2021-04-12" },
      { person: P.visvaldis, since: "2021-04-12", indirect: true, control: "CONTROL" },
    ],
  });

const deepLayerRecord = (layer: number) => () => {
  const key = DEEP_LAYERS[layer - 1];
  const registeredOn = `${2020 - layer}-04-0${layer}`;
  const top = layer === DEEP_LAYERS.length;
  return company(key, {
    registeredOn,
    nace: "64.20",
    capital: CAPITAL_1000(registeredOn),
    stakes: top
      ? [{ party: person(P.visvaldis), percent: 100, since: registeredOn }]
      : [
          { party: entity(DEEP_LAYERS[layer]), percent: 60, since: registeredOn },
          { party: person(DEEP_HOLDERS[layer - 1]), percent: 40, since: registeredOn },
        ],
    board: [top ? P.visvaldis : DEEP_HOLDERS[layer - 1]],
  });
};

export const BENEFICIAL_OWNERSHIP_BUILDERS = {
  fourLayer: fourLayerRecord,
  fourLayerA: fourLayerARecord,
  fourLayerB: fourLayerBRecord,
  fourLayerC: fourLayerCRecord,
  diamond: diamondRecord,
  diamondWest: () => diamondSideRecord("diamondWest", P.ieva, "2017-02-13"),
  diamondEast: () => diamondSideRecord("diamondEast", P.gints, "2017-05-29"),
  crossHolding: crossHoldingRecord,
  crossNorth: crossNorthRecord,
  crossSouth: crossSouthRecord,
  foreignParent: foreignParentRecord,
  declaredUnreachable: declaredUnreachableRecord,
  unreachableHolder: unreachableHolderRecord,
  undeclared: undeclaredRecord,
  sanctionedPair: sanctionedPairRecord,
  jointInfluence: jointInfluenceRecord,
  deepChain: deepChainRecord,
  deep1: deepLayerRecord(1),
  deep2: deepLayerRecord(2),
  deep3: deepLayerRecord(3),
  deep4: deepLayerRecord(4),
  deep5: deepLayerRecord(5),
  deep6: deepLayerRecord(6),
} satisfies Partial<Record<ShowcaseKey, () => Obj>>;

/**
 * The roots of the ownership structures by what each shows, for tests and the bench. Some roots show two
 * things, so a number may appear under two purposes.
 */
export const OWNERSHIP_SHOWCASE = {
  /** Four layers; the top person holds 26%, declared as indirect. */
  fourLayer: showcase.fourLayer.regcode,
  /** One person on two 15% paths (30%), declared. */
  diamond: showcase.diamond.regcode,
  /** Two companies holding 30% and 40% of each other. */
  crossHolding: showcase.crossHolding.regcode,
  /** 40% held by a company in the United Arab Emirates with no Latvian number. */
  foreignParent: showcase.foreignParent.regcode,
  /** A 60% share stated only as a number of shares and their nominal value, over a current capital. */
  capitalOnly: showcase.foreignParent.regcode,
  /** A declared beneficial owner who holds nothing anywhere in the structure. */
  declaredUnreachable: showcase.declaredUnreachable.regcode,
  /** A 30% direct holder missing from BeneficialOwners. */
  undeclared: showcase.undeclared.regcode,
  /** Two EU-sanctioned persons with 25% each. */
  sanctionedPair: showcase.sanctionedPair.regcode,
  /** 40% held jointly by two persons. */
  jointHolding: showcase.jointInfluence.regcode,
  /** A decisive-influence notice naming a person with no shares as dominant. */
  decisiveInfluence: showcase.jointInfluence.regcode,
  /** Six companies above the root; the top person controls through majorities with 4.6656%. */
  deepChain: showcase.deepChain.regcode,
} as const;

export type OwnershipShowcasePurpose = keyof typeof OWNERSHIP_SHOWCASE;
