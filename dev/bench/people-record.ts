import type { DemoRecord } from "@/dev/demo-registry/dataset";
import { Ctx } from "@/dev/demo-registry/dataset/ctx";
import { distinctPersonName, randomPersonName } from "@/dev/demo-registry/dataset/names";
import { member, officer } from "@/dev/demo-registry/dataset/people-builders";
import { rngFor } from "@/dev/demo-registry/dataset/prng";
import { legalEntity } from "@/dev/demo-registry/dataset/record";
import { regcodeFrom } from "@/dev/demo-registry/dataset/regcode";
import { DATASET_UPDATED_AT, dayTs } from "@/dev/demo-registry/dataset/time";

/** A record whose rows are people: the officers' and members' names, to look for in what is made of it. */
export interface PeopleRecord {
  regcode: string;
  record: DemoRecord;
  names: string[];
}

// Record ids far above the dataset's and the ownership structures' (900,000 on), so ids never repeat.
const FIRST_RECORD_ID = 950_000;
// A stream of its own: the dataset's streams are 1–4.
const PEOPLE_STREAM = 50;
const FIRST_DAY = 100; // registered in April 2000, as the large entity
const LAST_DAY = 9250;

/**
 * A joint-stock company with `rows` people rows: half of them (rounded down) officers, the rest members, every one
 * a different person (a name drawn twice gets more forenames, as in the large entity). A realistic mix: three of
 * four officers have resigned, one of four members has left, the rest are current; all hold shares or seats
 * by the dataset's builders, so the record is the registry's shape throughout. Its number is a valid one
 * derived from `rows`, outside the dataset's.
 */
export function peopleRecord(rows: number): PeopleRecord {
  const regcode = regcodeFrom(4_003_000_000 + rows);
  const rng = rngFor(PEOPLE_STREAM, rows);
  const c = new Ctx(FIRST_RECORD_ID + rows, dayTs(FIRST_DAY, 9 * 3600), DATASET_UPDATED_AT);
  const taken = new Set<string>();
  const names: string[] = [];
  const person = () => {
    const name = distinctPersonName(randomPersonName(rng), taken);
    names.push(`${name.forename} ${name.surname}`);
    return name;
  };
  const officerCount = Math.floor(rows / 2);
  const officers = Array.from({ length: officerCount }, (_, i) => {
    const appointed = FIRST_DAY + Math.floor((i * (LAST_DAY - FIRST_DAY)) / officerCount);
    return officer(c, {
      party: { person: person() },
      position: i % 10 === 0 ? "COUNCIL_MEMBER" : "BOARD_MEMBER",
      governingBody: i % 10 === 0 ? "SUPERVISORY_BOARD" : "EXECUTIVE_BOARD",
      appointedOn: dayTs(appointed),
      resignedOn: i % 4 === 0 ? undefined : dayTs(Math.min(appointed + rng.int(30, 1500), LAST_DAY)),
      rights: [{ type: "JOINTLY", withAtLeast: 2 }],
    });
  });
  const shareCounts = Array.from({ length: rows - officerCount }, () => rng.int(1, 400));
  const total = shareCounts.reduce((sum, count) => sum + count, 0);
  const members = shareCounts.map((count, i) => {
    const from = FIRST_DAY + rng.int(0, LAST_DAY - FIRST_DAY - 400);
    return member(c, {
      party: { person: person() },
      dateFrom: dayTs(from),
      dateTo: i % 4 === 0 ? dayTs(from + rng.int(30, 390)) : undefined,
      shares: { count, nominal: 1, percent: Math.round((count / total) * 1_000_000) / 10_000 },
    });
  });
  const record = legalEntity(
    c,
    { regcode, name: `AS "Ļaužu ${rows} Demo"`, type: "AS", registeredOn: dayTs(FIRST_DAY) },
    { Officers: officers, Members: members },
  );
  return { regcode, record, names };
}
