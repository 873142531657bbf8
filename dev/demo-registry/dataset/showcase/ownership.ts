import { GENERATED_REGCODES } from "../identities";
import type { ShowcaseKey } from "../identities";
import { beneficialOwner, member, officer } from "../people-builders";
import type { PersonSpec } from "../shared-builders";
import { ts } from "../time";
import { PEOPLE, entityParty, personParty, regcodeParty, showcaseRecord } from "./common";

const KARLIS: PersonSpec = { forename: "Kārlis", surname: "Ābols" };

/** A is owned by C, B by A, C by B: each also has one natural-person co-owner. */
function cycleRecord(key: ShowcaseKey, owner: ShowcaseKey, coOwner: PersonSpec, registeredOn: string) {
  return showcaseRecord(key, { registeredOn }, (c) => ({
    Members: [
      member(c, {
        party: entityParty(owner),
        dateFrom: ts("2019-01-01"),
        shares: { count: 510, nominal: 10, percent: 51 },
      }),
      member(c, {
        party: personParty(coOwner),
        dateFrom: registeredOn,
        shares: { count: 490, nominal: 10, percent: 49 },
      }),
    ],
    Officers: [
      officer(c, {
        party: personParty(coOwner),
        position: "BOARD_MEMBER",
        appointedOn: registeredOn,
        rights: [{ type: "INDIVIDUALLY" }],
      }),
    ],
  }));
}

export const cycleARecord = () => cycleRecord("cycleA", "cycleC", PEOPLE.ilze, ts("2017-02-01"));
export const cycleBRecord = () => cycleRecord("cycleB", "cycleA", PEOPLE.edgars, ts("2017-03-01"));
export const cycleCRecord = () => cycleRecord("cycleC", "cycleB", PEOPLE.dace, ts("2017-04-01"));

/** X is 60% owned by Y (40% by a generated company), Y 80% by Z, Z 100% by one person. */
export function chainXRecord() {
  return showcaseRecord("chainX", { registeredOn: ts("2020-01-15") }, (c) => ({
    Members: [
      member(c, {
        party: entityParty("chainY"),
        dateFrom: ts("2020-01-15"),
        shares: { count: 600, nominal: 5, percent: 60 },
      }),
      member(c, {
        party: regcodeParty(GENERATED_REGCODES[20]),
        dateFrom: ts("2020-01-15"),
        shares: { count: 400, nominal: 5, percent: 40 },
      }),
    ],
    Officers: [
      officer(c, { party: personParty(PEOPLE.zane), position: "BOARD_MEMBER", appointedOn: ts("2020-01-15") }),
    ],
    BeneficialOwners: [
      beneficialOwner(c, {
        person: KARLIS,
        dateFrom: ts("2020-01-15"),
        isIndirect: true,
        controlType: "INDIRECT_OWNERSHIP",
      }),
    ],
  }));
}

export function chainYRecord() {
  return showcaseRecord("chainY", { registeredOn: ts("2016-06-06") }, (c) => ({
    Members: [
      member(c, {
        party: entityParty("chainZ"),
        dateFrom: ts("2016-06-06"),
        shares: { count: 800, nominal: 10, percent: 80 },
      }),
      member(c, {
        party: personParty(PEOPLE.dace),
        dateFrom: ts("2018-01-01"),
        shares: { count: 200, nominal: 10, percent: 20 },
      }),
    ],
    Officers: [officer(c, { party: personParty(KARLIS), position: "BOARD_MEMBER", appointedOn: ts("2016-06-06") })],
  }));
}

export function chainZRecord() {
  return showcaseRecord("chainZ", { registeredOn: ts("2014-09-09") }, (c) => ({
    Members: [
      member(c, {
        party: personParty(KARLIS),
        dateFrom: ts("2014-09-09"),
        shares: { count: 25000, nominal: 1, percent: 100 },
      }),
    ],
    Officers: [
      officer(c, {
        party: personParty(KARLIS),
        position: "CHAIR_OF_BOARD",
        appointedOn: ts("2014-09-09"),
        rights: [{ type: "INDIVIDUALLY" }],
      }),
    ],
    BeneficialOwners: [beneficialOwner(c, { person: KARLIS, dateFrom: ts("2017-11-01") })],
  }));
}
