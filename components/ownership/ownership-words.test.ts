import { describe, expect, it } from "vitest";
import {
  SAMPLE_ALFA,
  SAMPLE_ALFA_SHA,
  SAMPLE_ROOT,
  SAMPLE_ROOT_SHA,
  sampleDetermination,
} from "@/dev/testing/sample-determination";
import type { PathHop } from "@/lib/domain/ownership/ownership-types";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import {
  chainParts,
  chainText,
  complexText,
  declaredText,
  discrepancyText,
  mayHideOwner,
  ownersByVerdict,
  reasonWords,
  recordsByRegcode,
  routeText,
  ruleText,
} from "./ownership-words";

const words = (locale: Locale) => ({ t: translator(locale, "ownership"), locale });
const en = words("en");
const lv = words("lv");
const determination = sampleDetermination();
const [, anna, nordic, peteris, janis, withheld] = determination.owners;
const rule = determination.rule;

describe("chain text", () => {
  it("reads a path from the owner down to this entity, with the share each holds in the next", () => {
    expect(chainText(anna!.paths[0]!, en)).toBe("Anna Bērziņa → 70% → SIA Alfa → 40% → this entity");
    expect(chainText(anna!.paths[0]!, lv)).toBe("Anna Bērziņa → 70% → SIA Alfa → 40% → šī juridiskā persona");
  });

  it("says where a share is unstated, joint or not a share but decisive influence", () => {
    expect(chainText(peteris!.paths[0]!, en)).toBe(
      "Pēteris Kalniņš → 0–30%, not stated → SIA Alfa → 40% → this entity",
    );
    expect(chainText(peteris!.control!.via, lv)).toBe("Pēteris Kalniņš → izšķirošā ietekme → šī juridiskā persona");
    expect(chainText(withheld!.paths[0]!, en)).toBe("Personal details withheld → 4% jointly → this entity");
    const unstated: PathHop[] = [
      { regcode: null, name: "X", percent: null },
      { regcode: SAMPLE_ROOT, name: null, percent: null },
    ];
    expect(chainText(unstated, lv)).toBe("X → daļa nav norādīta → šī juridiskā persona");
  });

  it("links each registered entity whose record was read to that stored retrieval", () => {
    const parts = chainParts(anna!.paths[0]!, recordsByRegcode(determination.records), en);
    const links = parts.filter((p) => p.kind === "party" && p.href).map((p) => p.kind === "party" && p.href);
    expect(links).toEqual([
      `/entities/${SAMPLE_ALFA}/snapshots/${SAMPLE_ALFA_SHA}`,
      `/entities/${SAMPLE_ROOT}/snapshots/${SAMPLE_ROOT_SHA}`,
    ]);
    const alfa = parts.find((p) => p.text === "SIA Alfa");
    expect(alfa?.kind === "party" && alfa.title).toBe(
      `The record of SIA Alfa retrieved 2026-12-02 13:59:58 UTC, SHA-256 ${SAMPLE_ALFA_SHA.slice(0, 12)}…: the shares held in it are read from it`,
    );
    expect(parts[0]).toEqual({ kind: "party", text: "Anna Bērziņa" });
    expect(parts.at(-1)?.text).toBe("this entity");
  });

  it("names the parent where a control route ends above the entity, not 'this entity'", () => {
    const records = recordsByRegcode(determination.records);
    const controlOfParent = [
      { regcode: null, name: "Anna Bērziņa", percent: 70, basis: "percent" as const },
      { regcode: SAMPLE_ALFA, name: "SIA Alfa", percent: null },
    ];
    expect(chainParts(controlOfParent, records, en).at(-1)?.text).toBe("SIA Alfa");
  });
});

describe("the rule", () => {
  it("states the threshold and the date of the rule in force", () => {
    expect(ruleText(determination, en)).toBe(
      "Threshold for a beneficial owner: more than 25%, the rule in force on 2026-12-02.",
    );
    const inclusive = { ...determination, rule: { threshold: 25, inclusive: true, source: "date" as const } };
    expect(ruleText(inclusive, lv)).toBe(
      "Patiesā labuma guvēja slieksnis: 25% vai vairāk — saskaņā ar noteikumu, kas bija spēkā 02.12.2026.",
    );
  });

  it("says when the configuration set the rule instead of the date", () => {
    const override = { ...determination, rule: { threshold: 25, inclusive: true, source: "override" as const } };
    expect(ruleText(override, en)).toBe(
      "Threshold for a beneficial owner: 25% or more, set in the app's configuration (determined on 2026-12-02).",
    );
  });
});

describe("owners", () => {
  it("lists those who qualify, then those who cannot be excluded, and keeps the rest apart", () => {
    const { beneficial, others } = ownersByVerdict(determination.owners);
    expect(beneficial.map((o) => o.name)).toEqual([
      "Anna Bērziņa",
      "Pēteris Kalniņš",
      "Jānis Ozols",
      "Nordic Holdings AB",
    ]);
    expect(others.map((o) => o.key)).toEqual(["liga", "withheld-1"]);
  });

  it("names the route: ownership, control and how, both, or neither", () => {
    expect(routeText(anna!, rule, en)).toBe("Ownership");
    expect(routeText(peteris!, rule, en)).toBe("Control (decisive influence)");
    expect(routeText(peteris!, rule, lv)).toBe("Kontrole (izšķirošā ietekme)");
    const both = { effective: { min: 60, max: 60 }, control: { route: "majority" as const, via: [] } };
    expect(routeText(both, rule, en)).toBe("Ownership and control (majority)");
    expect(routeText(both, rule, lv)).toBe("Īpašumtiesības un kontrole (vairākuma līdzdalība)");
    expect(routeText(withheld!, rule, en)).toBe("Below the threshold");
  });

  it("counts a share that may reach the threshold as ownership, on either rule", () => {
    expect(routeText({ effective: { min: 25, max: 25 }, control: null }, rule, en)).toBe("Below the threshold");
    expect(routeText({ effective: { min: 25, max: 25 }, control: null }, { ...rule, inclusive: true }, en)).toBe(
      "Ownership",
    );
    expect(routeText({ effective: { min: 10, max: 35 }, control: null }, rule, en)).toBe("Ownership");
  });

  it("says whether the register declares them", () => {
    expect([true, false, null].map((d) => declaredText(d, en))).toEqual([
      "Declared",
      "Not declared",
      "Cannot be checked",
    ]);
    expect([true, false, null].map((d) => declaredText(d, lv))).toEqual(["Jā", "Nē", "Nevar pārbaudīt"]);
    expect(janis!.declared).toBe(false);
    expect(nordic!.declared).toBeNull();
  });
});

describe("unresolved stops", () => {
  it("explain why a chain stops", () => {
    expect(reasonWords("foreign", en).label).toBe("Foreign entity");
    expect(reasonWords("registry-error", lv)).toEqual({
      label: "Reģistra kļūda",
      why: "Reģistrs nesniedza atbildi par šo ierakstu.",
    });
    expect(reasonWords("loop", en).why).toContain("their greatest share includes it");
  });

  it("may hide an owner only where what they may hold reaches the threshold", () => {
    const [foreign, failed] = determination.unresolved;
    expect(mayHideOwner(foreign!, rule)).toBe(true);
    expect(mayHideOwner(failed!, rule)).toBe(false);
    expect(mayHideOwner({ effective: { min: 0, max: 25 } }, { ...rule, inclusive: true })).toBe(true);
  });
});

describe("discrepancies", () => {
  it("are worded per kind in both languages", () => {
    const [undeclared, unreachable, hidden] = determination.discrepancies;
    expect(discrepancyText(undeclared!, en)).toBe(
      "Jānis Ozols qualifies as a beneficial owner by the determination, but the register does not declare them.",
    );
    expect(discrepancyText(undeclared!, lv)).toBe(
      "Pēc aprēķina persona Jānis Ozols atbilst patiesā labuma guvēja kritērijiem, taču reģistrā tā nav norādīta.",
    );
    expect(discrepancyText(unreachable!, en)).toContain("declared in the register as a beneficial owner, but no");
    expect(discrepancyText(unreachable!, lv)).toBe(
      "Reģistrā kā patiesais labuma guvējs norādīta persona Marta Kļava, taču neviena īpašumtiesību vai kontroles ķēde līdz tai nenoved.",
    );
    expect(discrepancyText(hidden!, en)).toContain("This is not a mismatch.");
    expect(discrepancyText({ kind: "differs", name: null }, en)).toMatch(
      /^A person whose details are withheld is declared/,
    );
    expect(discrepancyText({ kind: "spelling", name: "Anna Berzina" }, lv)).toBe(
      "Persona Anna Berzina reģistrā, visticamāk, norādīta ar atšķirīgu rakstību vai transliterāciju.",
    );
  });
});

describe("the complex-structure flag", () => {
  it("names its layers and the conditions met, in a list of the language", () => {
    const structure = { complex: true, layers: 4, conditions: ["non-eu-entity", "nominee"] };
    expect(complexText(structure, en)).toBe(
      "Complex structure: 4 layers of ownership, with an entity from outside the EU and a nominee.",
    );
    expect(complexText(structure, lv)).toBe(
      "Sarežģīta struktūra: 4 īpašumtiesību slāņi; konstatēts: juridiskā persona ārpus ES un nominālais turētājs.",
    );
    expect(complexText({ complex: false, layers: 1, conditions: [] }, en)).toBe(
      "Not a complex structure: 1 layer of ownership.",
    );
  });

  it("shows a condition the catalogue does not know as sent", () => {
    expect(complexText({ complex: true, layers: 3, conditions: ["bearer-shares"] }, en)).toContain(
      "with bearer-shares.",
    );
  });
});
