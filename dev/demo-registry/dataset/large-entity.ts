import { Ctx, type Obj } from "./ctx";
import { activitiesDetails, commercialDetails } from "./detail-builders";
import { previousAddress, previousName, securingMeasure, specialStatus, variousNotice } from "./history-builders";
import { GENERATED_COUNT, GENERATED_REGCODES, LARGE, STREAM, identityOf } from "./identities";
import { companyNameAt, distinctPersonName, placeLine, randomPersonName, randomPlace } from "./names";
import { member, officer } from "./people-builders";
import { rngFor } from "./prng";
import { legalEntity } from "./record";
import { type Party, address, links } from "./shared-builders";
import { DATASET_UPDATED_AT, dayTs } from "./time";

export const LARGE_COUNTS = {
  officers: 2000,
  members: 5000,
  previousNames: 300,
  previousAddresses: 300,
  equityCapitals: 500,
  specialStatuses: 200,
  notices: 800,
};

const FIRST_DAY = 100; // the company is registered in April 2000
const LAST_DAY = 9250;

/** Spreads `n` history entries evenly over the company's life, each ending when the next begins. */
function periods(n: number): Array<{ from: string; until: string }> {
  const step = (LAST_DAY - FIRST_DAY) / n;
  return Array.from({ length: n }, (_, i) => ({
    from: dayTs(FIRST_DAY + Math.floor(i * step)),
    until: dayTs(FIRST_DAY + Math.floor((i + 1) * step)),
  }));
}

/** A stress-test record: thousands of officers, members and history entries. */
export function buildLargeEntity(): Obj {
  const rng = rngFor(STREAM.large, 1);
  const registeredOn = dayTs(FIRST_DAY);
  const c = new Ctx(LARGE.recordId, dayTs(FIRST_DAY, 9 * 3600), DATASET_UPDATED_AT);
  const n = LARGE_COUNTS;
  // Thousands of different people: a name drawn twice gets a second forename, as the graph draws one node a name.
  const taken = new Set<string>();
  const person = () => distinctPersonName(randomPersonName(rng), taken);

  const officers = Array.from({ length: n.officers }, (_, i) => {
    const appointed = FIRST_DAY + Math.floor((i * (LAST_DAY - FIRST_DAY)) / n.officers);
    const current = i >= n.officers - 40;
    return officer(c, {
      party: { person: person() },
      position: i % 10 === 0 ? "COUNCIL_MEMBER" : "BOARD_MEMBER",
      governingBody: i % 10 === 0 ? "SUPERVISORY_BOARD" : "EXECUTIVE_BOARD",
      appointedOn: dayTs(appointed),
      // No later than the record's last day: a resignation still ahead would keep the officer sitting.
      resignedOn: current ? undefined : dayTs(Math.min(appointed + rng.int(30, 1500), LAST_DAY)),
      rights: [{ type: "JOINTLY", withAtLeast: 2 }],
    });
  });

  const shareCounts = Array.from({ length: n.members }, () => rng.int(1, 400));
  const total = shareCounts.reduce((a, b) => a + b, 0);
  const members = shareCounts.map((count, i) => {
    const party: Party =
      i % 50 === 0 ? { entity: identityOf(GENERATED_REGCODES[i % GENERATED_COUNT]) } : { person: person() };
    const from = FIRST_DAY + rng.int(0, LAST_DAY - FIRST_DAY - 400);
    const former = i % 4 === 0;
    return member(c, {
      party,
      dateFrom: dayTs(from),
      dateTo: former ? dayTs(from + rng.int(30, 390)) : undefined,
      shares: { count, nominal: 1, percent: Math.round((count / total) * 1_000_000) / 10_000 },
    });
  });

  const equity = periods(n.equityCapitals).map((p, i) => ({
    type: "SHARE_CAPITAL",
    amount: 500_000 + i * 1000,
    shares: 500_000 + i * 1000,
    nominal: 1,
    reason: "Capital increase",
    registeredOn: p.from,
    removedOn: i === n.equityCapitals - 1 ? undefined : p.until,
  }));

  return legalEntity(
    c,
    { regcode: LARGE.regcode, name: LARGE.name, type: "AS", registeredOn, atvk: LARGE.place.atvk },
    {
      Address: address(c, LARGE.place, registeredOn),
      Links: links(c, LARGE.regcode, { withPledges: true }),
      ActivitiesDetails: activitiesDetails(c, { nace: [{ code: "64.20" }, { code: "70.10" }] }),
      CommercialEntityDetails: commercialDetails(c, { equity }, LARGE.regcode),
      Officers: officers,
      Members: members,
      PreviousNames: periods(n.previousNames).map((p, i) =>
        previousName(c, `AS "${companyNameAt(i)} Akcijas"`, p.from, p.until),
      ),
      PreviousAddresses: periods(n.previousAddresses).map((p) =>
        previousAddress(c, placeLine(randomPlace(rng)), p.from, p.until),
      ),
      SpecialStatuses: periods(n.specialStatuses).map((p, i) =>
        specialStatus(c, i % 2 ? "PUBLIC_INTEREST_ENTITY" : "LISTED_ON_STOCK_EXCHANGE", p.from, p.until),
      ),
      VariousNotices: periods(n.notices).map((p, i) =>
        variousNotice(c, "GENERAL_MEETING", `Shareholders' meeting no. ${i + 1} convened`, p.from),
      ),
      SecuringMeasures: [
        securingMeasure(c, {
          type: "PLEDGE_OF_SHARES",
          dateFrom: dayTs(5000),
          institution: "Demo zvērināts tiesu izpildītājs",
          caseNumber: "ZTI-2013/55",
          details: "Pledge of 1% of shares",
        }),
      ],
    },
  );
}
