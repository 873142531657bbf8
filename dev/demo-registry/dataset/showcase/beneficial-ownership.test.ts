import { describe, expect, it } from "vitest";
import { OWNERSHIP_SHOWCASE, demoShowcase, findDemoRecord } from "../index";

type Json = Record<string, unknown>;

const EU = new Set("AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "));
const roots = [...new Set(Object.values(OWNERSHIP_SHOWCASE))];

const recordOf = (regcode: string) => {
  const record = findDemoRecord(regcode) as Json | undefined;
  if (!record) throw new Error(`${regcode} is not served`);
  return record;
};
const list = (o: Json, key: string) => (o[key] ?? []) as Json[];
const current = (items: Json[]) => items.filter((i) => i.date_to == null && i.removed_on == null && !i.is_annulled);
const personName = (o: Json) => (o.natural_person as Json | null)?.name as string | undefined;
const basic = (o: Json) => o.legal_entity_basic as Json | null;

/** A member's share of its entity: as stated, else its shares' nominal value over the current equity capital. */
function shareOf(record: Json, m: Json): number {
  const shd = m.share_holder_details as Json;
  if (shd.in_percent !== null) return shd.in_percent as number;
  const capitals = current(list(record.CommercialEntityDetails as Json, "equity_capitals"));
  expect(capitals, `${record.registration_number} current capital`).toHaveLength(1);
  return (
    ((shd.number_of_shares as number) * (shd.share_nominal_value as number) * 100) / (capitals[0].amount as number)
  );
}

/** Who holds each member's share: the joint owners of a joint holding (each the whole share), else the member. */
const holdersOf = (m: Json) => {
  const joint = list(m.share_holder_details as Json, "joint_owners");
  return joint.length > 0 ? joint : [m];
};

interface Walk {
  /** Effective share of the root per person (by name), per foreign entity ("foreign:" name), and "loop". */
  shares: Map<string, number>;
  /** Every domestic number met above the root, with the name the referring record gives it. */
  upstream: Map<string, string>;
  foreign: Json[];
  /** Layers of companies above the root on the longest path. */
  depth: number;
  /** Every record met, root included: for the 100% check. */
  records: Map<string, Json>;
}

/** Follows every path up from the root once; a company already on the path closes a loop and is not re-entered. */
function walk(root: string): Walk {
  const w: Walk = { shares: new Map(), upstream: new Map(), foreign: [], depth: 0, records: new Map() };
  const add = (key: string, value: number) => w.shares.set(key, (w.shares.get(key) ?? 0) + value);
  const visit = (regcode: string, factor: number, path: string[]) => {
    const record = recordOf(regcode);
    w.records.set(regcode, record);
    w.depth = Math.max(w.depth, path.length - 1);
    for (const m of current(list(record, "Members"))) {
      const share = (factor * shareOf(record, m)) / 100;
      for (const h of holdersOf(m)) {
        const entity = basic(h);
        const name = personName(h);
        if (name) add(name, share * 100);
        else if (entity?.registration_number == null) {
          w.foreign.push(entity as Json);
          add(`foreign:${entity?.name as string}`, share * 100);
        } else {
          const code = entity.registration_number as string;
          w.upstream.set(code, entity.name as string);
          if (path.includes(code)) add("loop", share * 100);
          else visit(code, share, [...path, code]);
        }
      }
    }
  };
  visit(root, 1, [root]);
  return w;
}

/** The effective shares the structures were designed for (percent of the root); "loop" is the share that returns. */
const DESIGNED: Record<string, Record<string, number>> = {
  [OWNERSHIP_SHOWCASE.fourLayer]: {
    "Pēteris Demkalns": 26,
    "Laura Demiņa": 15.6,
    "Raimonds Demozols": 10.4,
    "Agnese Demlapa": 13,
    "Kristaps Demupe": 20,
    "Sandra Demsiliņa": 15,
  },
  [OWNERSHIP_SHOWCASE.diamond]: {
    "Dainis Demkrasts": 30,
    "Ieva Demlauka": 15,
    "Gints Demvilks": 15,
    "Marta Demskalne": 22,
    "Uldis Demsils": 18,
  },
  [OWNERSHIP_SHOWCASE.crossHolding]: {
    "Oskars Demlīcis": 40,
    "Valters Demeglītis": 42,
    "Baiba Demriekste": 10.8,
    loop: 7.2,
  },
  [OWNERSHIP_SHOWCASE.foreignParent]: { "Juris Demkalniņš": 60, "foreign:Baltic Dune Demo Holdings FZE": 40 },
  [OWNERSHIP_SHOWCASE.declaredUnreachable]: { "Elīna Demkoka": 40, "Rolands Demzariņš": 60 },
  [OWNERSHIP_SHOWCASE.undeclared]: { "Ilona Demstrauta": 55, "Artūrs Demmālnieks": 30, "Vija Demdārziņa": 15 },
  [OWNERSHIP_SHOWCASE.sanctionedPair]: { "Ģirts Demtumšs": 25, "Vita Demnakts": 25, "Mārīte Demgaisma": 50 },
  // Joint owners each count the whole joint share.
  [OWNERSHIP_SHOWCASE.jointHolding]: {
    "Kaspars Demvītols": 40,
    "Anita Demvītola": 40,
    "Ojārs Demlazds": 36,
    "Zigrīda Demsaule": 24,
  },
  [OWNERSHIP_SHOWCASE.deepChain]: {
    "Ivars Demdziļš": 40,
    "Gunta Demakmene": 24,
    "Andris Demsmilts": 14.4,
    "Līva Demmāla": 8.64,
    "Toms Demklints": 5.184,
    "Rita Demgrante": 3.1104,
    "Visvaldis Demvirsotne": 4.6656,
  },
};

const declaredNames = (root: string) => current(list(recordOf(root), "BeneficialOwners")).map((b) => personName(b));

describe("ownership showcase structures", () => {
  it("lists each root on the showcase, worded in both languages, and leaves its upstream companies off", () => {
    const listed = new Map(demoShowcase.map((s) => [s.regcode, s]));
    for (const root of roots) {
      const entry = listed.get(root);
      expect(entry?.name, root).toMatch(/ Demo"$/);
      expect(entry?.story.en).toBeTruthy();
      expect(entry?.story.lv).toBeTruthy();
      for (const upstream of walk(root).upstream.keys()) expect(listed.has(upstream), upstream).toBe(false);
    }
  });

  it("serves every number up each structure under the name it is referred to by; only the foreign parent stops", () => {
    for (const root of roots) {
      const { upstream, foreign } = walk(root);
      for (const [regcode, name] of upstream) expect(recordOf(regcode).legal_name, regcode).toBe(name);
      if (root !== OWNERSHIP_SHOWCASE.foreignParent) expect(foreign, root).toEqual([]);
    }
    const [parent, ...others] = walk(OWNERSHIP_SHOWCASE.foreignParent).foreign;
    expect(others).toEqual([]);
    expect(parent.foreign_registration_number).toBeTruthy();
    expect(EU.has(parent.country as string)).toBe(false);
  });

  it("adds every layer's shares up to 100%, reading a share stated only in shares against the current capital", () => {
    for (const root of roots) {
      for (const record of walk(root).records.values()) {
        // A joint holding is one share, whoever holds it.
        const total = current(list(record, "Members")).reduce((sum, m) => sum + shareOf(record, m), 0);
        expect(total, record.registration_number as string).toBeCloseTo(100, 9);
      }
    }
    const capitalOnly = current(list(recordOf(OWNERSHIP_SHOWCASE.capitalOnly), "Members")).filter(
      (m) => (m.share_holder_details as Json).in_percent === null,
    );
    expect(capitalOnly).toHaveLength(1);
    const equity = list(recordOf(OWNERSHIP_SHOWCASE.capitalOnly).CommercialEntityDetails as Json, "equity_capitals");
    // An earlier capital is on the record too, so only the current one gives the designed share.
    expect(equity.length).toBeGreaterThan(current(equity).length);
  });

  it("gives each person the effective share the structure was designed for", () => {
    for (const root of roots) {
      const { shares } = walk(root);
      const designed = DESIGNED[root];
      expect([...shares.keys()].sort(), root).toEqual(Object.keys(designed).sort());
      for (const [key, value] of Object.entries(designed))
        expect(shares.get(key), `${root} ${key}`).toBeCloseTo(value, 9);
    }
  });

  it("puts six companies above the deep chain's root, and three between the four-layer chain's root and its top person", () => {
    expect(walk(OWNERSHIP_SHOWCASE.deepChain).depth).toBeGreaterThanOrEqual(6);
    expect(walk(OWNERSHIP_SHOWCASE.fourLayer).depth).toBe(3);
  });

  it("declares the people the structures are about, and not the ones they leave out", () => {
    expect(declaredNames(OWNERSHIP_SHOWCASE.fourLayer)).toEqual(["Pēteris Demkalns"]);
    expect(declaredNames(OWNERSHIP_SHOWCASE.diamond)).toEqual(["Dainis Demkrasts"]);
    const fourLayerOwner = current(list(recordOf(OWNERSHIP_SHOWCASE.fourLayer), "BeneficialOwners"))[0];
    expect(fourLayerOwner.is_indirect).toBe(true);

    const unreachable = declaredNames(OWNERSHIP_SHOWCASE.declaredUnreachable).filter(
      (name) => !walk(OWNERSHIP_SHOWCASE.declaredUnreachable).shares.has(name!),
    );
    expect(unreachable).toEqual(["Normunds Demgaiss"]);

    const { shares } = walk(OWNERSHIP_SHOWCASE.undeclared);
    const undeclared = [...shares].filter(
      ([name, share]) => share > 25 && !declaredNames(OWNERSHIP_SHOWCASE.undeclared).includes(name),
    );
    expect(undeclared).toEqual([["Artūrs Demmālnieks", 30]]);
  });

  it("names both 25% holders of the sanctioned pair on an EU list", () => {
    const record = recordOf(OWNERSHIP_SHOWCASE.sanctionedPair);
    const listed = current(list(record.Sanctions as Json, "directly_related_sanctions"));
    const { shares } = walk(OWNERSHIP_SHOWCASE.sanctionedPair);
    const sanctionedShare = listed.reduce((sum, s) => {
      expect(s.list).toBe("EU");
      expect(s.program).toBeTruthy();
      return sum + (shares.get(personName(s)!) ?? 0);
    }, 0);
    expect(listed).toHaveLength(2);
    expect(sanctionedShare).toBe(50);
  });

  it("holds one share jointly by two persons, and names a dominant person without shares", () => {
    const record = recordOf(OWNERSHIP_SHOWCASE.jointHolding);
    const joint = current(list(record, "Members")).flatMap((m) => list(m.share_holder_details as Json, "joint_owners"));
    expect(joint.map(personName)).toEqual(["Kaspars Demvītols", "Anita Demvītola"]);

    const notices = list(
      recordOf(OWNERSHIP_SHOWCASE.decisiveInfluence).CommercialEntityDetails as Json,
      "decisive_influence_notices",
    );
    const dominant = notices.map((n) => personName(n.dominant_entity as Json));
    expect(dominant).toEqual(["Egils Demvaldnieks"]);
    expect(walk(OWNERSHIP_SHOWCASE.decisiveInfluence).shares.has(dominant[0]!)).toBe(false);
  });
});
