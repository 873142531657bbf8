import { Ctx, type Obj } from "../ctx";
import { type ShowcaseIdentity, type ShowcaseKey, identityOf, showcase } from "../identities";
import { type RecordParts, type RecordScalars, legalEntity } from "../record";
import { type Party, type PersonSpec, address, links } from "../shared-builders";
import { DATASET_UPDATED_AT, ts } from "../time";

type ExtraScalars = Omit<RecordScalars, "regcode" | "name" | "type">;

/**
 * Builds one showcase record: identity, Address and Links come from the identity table,
 * `build` adds everything that makes the entity interesting (it may override Address/Links).
 */
export function showcaseRecord(
  key: ShowcaseKey,
  scalars: ExtraScalars,
  build: (c: Ctx, self: ShowcaseIdentity) => RecordParts,
): Obj {
  const self = showcase[key];
  const c = new Ctx(self.recordId, ts(scalars.registeredOn.slice(0, 10), "09:00"), DATASET_UPDATED_AT);
  const defaults: RecordParts = {
    Address: address(c, self.place, scalars.registeredOn),
    Links: links(c, self.regcode, { withPledges: true, withMassMedia: true, withRestricted: true }),
  };
  const s: RecordScalars = {
    regcode: self.regcode,
    name: self.name,
    type: self.type,
    atvk: self.place.atvk,
    ...scalars,
  };
  return legalEntity(c, s, { ...defaults, ...build(c, self) });
}

/** A related domestic entity of the dataset, as a relationship party. */
export const entityParty = (key: ShowcaseKey): Party => ({ entity: showcase[key] });
export const regcodeParty = (regcode: string): Party => ({ entity: identityOf(regcode) });
export const personParty = (p: PersonSpec): Party => ({ person: p });

/** Recurring fictional people, so the same person can be followed across records. */
export const PEOPLE = {
  janis: { forename: "Jānis", surname: "Bērziņš" },
  ilze: { forename: "Ilze", surname: "Kalniņa" },
  martins: { forename: "Mārtiņš", surname: "Ozoliņš" },
  liga: { forename: "Līga", surname: "Liepiņa" },
  edgars: { forename: "Edgars", surname: "Krūmiņš" },
  dace: { forename: "Dace", surname: "Vītola" },
  valdis: { forename: "Valdis", surname: "Eglītis" },
  zane: { forename: "Zane", surname: "Balode" },
  sergejs: { forename: "Sergejs", surname: "Demovs", country: "RU", residence: "CY", countries: ["RU", "CY"] },
  olga: { forename: "Olga", surname: "Demova", country: "RU", residence: "AE", countries: ["RU"] },
  erik: { forename: "Erik", surname: "Demosson", country: "SE", residence: "SE" },
} satisfies Record<string, PersonSpec>;
