import { Ctx, type Obj } from "./ctx";
import { activitiesDetails } from "./detail-builders";
import {
  GENERATED_COUNT,
  GENERATED_REGCODES,
  STREAM,
  generatedIdentity,
  generatedPlace,
  identityOf,
  showcase,
} from "./identities";
import { NACE_CODES, randomPersonName } from "./names";
import { member, officer } from "./people-builders";
import type { Rng } from "./prng";
import { rngFor } from "./prng";
import { legalEntity } from "./record";
import { type Party, address, links } from "./shared-builders";
import { DATASET_UPDATED_AT, dayTs } from "./time";

const SECONDS_9AM = 9 * 3600;

/** Owners point "down" the generated list (and sometimes at showcase companies), so ownership can be followed for many levels. */
function ownerRegcodes(index: number, rng: Rng): string[] {
  const owners = [GENERATED_REGCODES[(index * 7 + 3) % GENERATED_COUNT]];
  if (rng.chance(0.5)) owners.push(GENERATED_REGCODES[(index * 13 + 29) % GENERATED_COUNT]);
  if (index % 17 === 0) owners.push(showcase.amber.regcode);
  if (index % 23 === 0) owners.push(showcase.chainZ.regcode);
  return [...new Set(owners.filter((code) => code !== GENERATED_REGCODES[index]))];
}

/** One cheap generated company, rebuilt from the seed on every request. */
export function generatedRecord(index: number): Obj {
  const rng = rngFor(STREAM.generated, index);
  const identity = generatedIdentity(index);
  const registeredDay = rng.int(1200, 8400);
  const registeredOn = dayTs(registeredDay);
  const c = new Ctx(1000 + index, dayTs(registeredDay, SECONDS_9AM), DATASET_UPDATED_AT);
  const parties: Party[] = [
    ...ownerRegcodes(index, rng).map((code): Party => ({ entity: identityOf(code) })),
    { person: randomPersonName(rng) },
  ];
  const shares = parties.map(() => rng.int(1, 9) * 100);
  const total = shares.reduce((a, b) => a + b, 0);
  const boardSize = rng.int(1, 3);
  const officers = Array.from({ length: boardSize }, (_, i) =>
    officer(c, {
      party: { person: randomPersonName(rng) },
      position: i === 0 ? "CHAIR_OF_BOARD" : "BOARD_MEMBER",
      appointedOn: dayTs(registeredDay + rng.int(0, 2000)),
      rights: [{ type: boardSize === 1 ? "INDIVIDUALLY" : "JOINTLY", withAtLeast: boardSize === 1 ? undefined : 2 }],
    }),
  );
  if (index % 11 === 0) {
    const auditor = GENERATED_REGCODES[(index + 1) % GENERATED_COUNT];
    officers.push(
      officer(c, {
        party: { entity: identityOf(auditor) },
        position: "AUDITOR",
        governingBody: "AUDIT",
        appointedOn: registeredOn,
      }),
    );
  }
  return legalEntity(
    c,
    {
      regcode: GENERATED_REGCODES[index],
      name: identity.name,
      type: identity.name.slice(0, identity.name.indexOf(" ")),
      registeredOn,
      atvk: generatedPlace(index).atvk,
    },
    {
      Address: address(c, generatedPlace(index), registeredOn),
      Links: links(c, GENERATED_REGCODES[index]),
      ActivitiesDetails: activitiesDetails(c, { nace: [{ code: rng.pick(NACE_CODES) }] }),
      Officers: officers,
      Members: parties.map((party, i) =>
        member(c, {
          party,
          dateFrom: dayTs(registeredDay + rng.int(0, 1500)),
          shares: { count: shares[i], nominal: 1, percent: Math.round((shares[i] / total) * 10000) / 100 },
        }),
      ),
    },
  );
}
