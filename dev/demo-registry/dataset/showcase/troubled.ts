import { commercialDetails } from "../detail-builders";
import {
  liquidation,
  previousName,
  prohibition,
  reorganization,
  securingMeasure,
  specialStatus,
  suspension,
  variousNotice,
} from "../history-builders";
import { showcase } from "../identities";
import { member, officer } from "../people-builders";
import { ts } from "../time";
import { PEOPLE, entityParty, personParty, showcaseRecord } from "./common";

const COURT = "Demo pilsētas tiesa";

export function insolventRecord() {
  return showcaseRecord(
    "insolvent",
    {
      registeredOn: ts("2009-10-02"),
      status: "IN_LIQUIDATION",
      statusDetails: "Insolvency proceedings, liquidation by administrator",
    },
    (c, self) => ({
      CommercialEntityDetails: commercialDetails(
        c,
        {
          equity: [
            {
              type: "SHARE_CAPITAL",
              amount: 2800,
              shares: 2800,
              nominal: 1,
              reason: "Founding capital",
              registeredOn: ts("2009-10-02"),
            },
          ],
          insolvencies: [
            { dateFrom: ts("2023-03-14"), governedBy: "Insolvency Law, legal person insolvency" },
            {
              dateFrom: ts("2016-05-02"),
              dateTo: ts("2017-01-20"),
              governedBy: "Legal protection proceedings",
              removedOn: ts("2017-01-20"),
            },
          ],
        },
        self.regcode,
      ),
      Liquidations: [
        liquidation(c, {
          type: "INSOLVENCY",
          startedOn: ts("2023-03-14"),
          expectedBy: ts("2025-12-31"),
          grounds: "Court declared insolvency",
          groundsForEnd: "Restoration of solvency (rejected)",
          resultType: "IN_PROGRESS",
          act: { legislator: COURT, number: "C12-0345-23", date: ts("2023-03-10"), type: "COURT_JUDGMENT" },
        }),
        liquidation(c, {
          type: "VOLUNTARY",
          startedOn: ts("2015-02-01"),
          endedOn: ts("2015-08-01"),
          grounds: "Shareholders' decision",
          groundsForEnd: "Shareholders decided to continue operations",
          resultType: "CONTINUED",
          removedOn: ts("2015-08-01"),
          act: {
            legislator: "Dalībnieku sapulce",
            number: "1/2015",
            date: ts("2015-01-28"),
            type: "SHAREHOLDERS_DECISION",
          },
        }),
      ],
      SpecialStatuses: [
        specialStatus(c, "INSOLVENCY_PROCEEDINGS", ts("2023-03-14"), null),
        specialStatus(c, "LEGAL_PROTECTION_PROCEEDINGS", ts("2016-05-02"), ts("2017-01-20"), {
          removedOn: ts("2017-01-20"),
        }),
      ],
      SecuringMeasures: [
        securingMeasure(c, {
          type: "PROHIBITION_TO_REGISTER_CHANGES",
          dateFrom: ts("2022-11-01"),
          dateTo: ts("2023-03-14"),
          institution: "Demo VID",
          caseNumber: "VID-22/9981",
          details: "Tax debt enforcement",
        }),
      ],
      Officers: [
        officer(c, {
          party: personParty(PEOPLE.valdis),
          position: "ADMINISTRATOR",
          governingBody: "LIQUIDATION",
          appointedOn: ts("2023-03-14"),
        }),
        officer(c, {
          party: personParty(PEOPLE.edgars),
          position: "BOARD_MEMBER",
          appointedOn: ts("2009-10-02"),
          resignedOn: ts("2023-03-14"),
          removedBecauseOf: "Insolvency",
        }),
      ],
      Members: [
        member(c, {
          party: personParty(PEOPLE.edgars),
          dateFrom: ts("2009-10-02"),
          shares: { count: 2800, nominal: 1, percent: 100 },
        }),
      ],
      VariousNotices: [
        variousNotice(
          c,
          "CREDITOR_CALL",
          "Creditors may submit claims to the administrator within one month",
          ts("2023-03-20"),
        ),
      ],
    }),
  );
}

export function suspendedRecord() {
  return showcaseRecord(
    "suspended",
    { registeredOn: ts("2015-01-20"), statusDetails: "Economic activity suspended by the State Revenue Service" },
    (c) => ({
      SuspensionsOfActivities: [
        suspension(c, {
          type: "TAX_AUTHORITY",
          startedOn: ts("2024-02-01"),
          grounds: "Annual report not submitted",
        }),
        suspension(c, {
          type: "TAX_AUTHORITY",
          startedOn: ts("2019-06-01"),
          endedOn: ts("2019-09-15"),
          grounds: "Declared address unreachable",
          groundsForEnd: "Address confirmed",
          resultType: "RENEWED",
          removedOn: ts("2019-09-15"),
        }),
      ],
      ProhibitionsOfActivities: [
        prohibition(c, {
          type: "LICENCE_REVOKED",
          startedOn: ts("2024-03-01"),
          endedOn: ts("2024-09-01"),
          grounds: "Food safety violations",
          groundsForEnd: "Violations remedied",
          resultType: "ENDED",
          removedOn: ts("2024-09-01"),
        }),
      ],
      Officers: [
        officer(c, {
          party: personParty(PEOPLE.zane),
          position: "BOARD_MEMBER",
          appointedOn: ts("2015-01-20"),
          rights: [{ type: "INDIVIDUALLY" }],
        }),
      ],
      Members: [
        member(c, {
          party: personParty(PEOPLE.zane),
          dateFrom: ts("2015-01-20"),
          shares: { count: 1, nominal: 2800, percent: 100 },
        }),
      ],
    }),
  );
}

export function excludedRecord() {
  const amber = showcase.amber;
  return showcaseRecord(
    "excluded",
    {
      registeredOn: ts("2006-08-08"),
      status: "EXCLUDED",
      statusDetails: "Merged into another company",
      removedOn: ts("2021-06-01"),
      modifiedAt: ts("2021-06-01"),
    },
    (c, self) => ({
      Reorganizations: [
        reorganization(c, {
          type: "MERGER",
          date: ts("2021-06-01"),
          result: "MERGED_AND_EXCLUDED",
          act: { legislator: "Demo Komercreģistrs", number: "6-12/2021-118", date: ts("2021-05-04"), type: "DECISION" },
          involved: [amber, self],
          subjects: [self],
          objects: [amber],
        }),
      ],
      PreviousNames: [previousName(c, 'SIA "Rietumu Kravas Demo"', ts("2006-08-08"), ts("2014-04-01"))],
      Officers: [
        officer(c, {
          party: personParty(PEOPLE.ilze),
          position: "BOARD_MEMBER",
          appointedOn: ts("2006-08-08"),
          resignedOn: ts("2021-06-01"),
          removedBecauseOf: "Reorganisation",
        }),
      ],
      Members: [
        member(c, {
          party: entityParty("amber"),
          dateFrom: ts("2019-01-01"),
          dateTo: ts("2021-06-01"),
          shares: { count: 5000, nominal: 1, percent: 100 },
        }),
      ],
    }),
  );
}
