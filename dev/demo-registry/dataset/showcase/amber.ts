import { activitiesDetails, commercialDetails, formationDetails } from "../detail-builders";
import {
  branchLink,
  ownershipStatus,
  previousAddress,
  previousLegalForm,
  previousName,
  reorganization,
  reregistration,
  specialStatus,
  variousNotice,
} from "../history-builders";
import { GENERATED_REGCODES, foreignEntity, identityOf, showcase } from "../identities";
import { beneficialOwner, member, officer, procuration, representative } from "../people-builders";
import { ts } from "../time";
import { PEOPLE, entityParty, personParty, regcodeParty, showcaseRecord } from "./common";

const MERGER_ACT = {
  legislator: "Demo Komercreģistrs",
  number: "6-12/2021-118",
  date: ts("2021-05-04"),
  type: "DECISION",
};

/** The richest commercial record: most commercial and history lists of the spec appear here. */
export function amberRecord() {
  const excluded = showcase.excluded;
  return showcaseRecord(
    "amber",
    { registeredOn: ts("2004-03-15"), sepaCreditorId: "LV12ZZZ40003510001", register: "COMMERCIAL_REGISTER" },
    (c, self) => ({
      FormationDetails: formationDetails(c, {
        objects: "Amber processing, jewellery wholesale and export",
        establishedOn: ts("2004-02-20"),
        articlesDate: ts("2021-06-01"),
      }),
      ActivitiesDetails: activitiesDetails(c, {
        territory: "Latvia and the European Union",
        goals: ["Amber processing", "Wholesale of jewellery"],
        types: ["Manufacturing", "Wholesale trade"],
        nace: [{ code: "32.12" }, { code: "46.48" }, { code: "47.77", removedOn: ts("2019-01-10") }],
        areas: [
          { type: "LICENSED_PRECIOUS_METALS_TRADE", from: ts("2010-04-01") },
          { type: "EXPORT_LICENCE", from: ts("2008-01-01"), to: ts("2018-12-31"), annulled: null },
        ],
      }),
      CommercialEntityDetails: commercialDetails(
        c,
        {
          equity: [
            {
              type: "SHARE_CAPITAL",
              amount: 2846,
              shares: 2000,
              nominal: 1.423,
              reason: "Founding capital (LVL 2000 converted)",
              registeredOn: ts("2004-03-15"),
              removedOn: ts("2014-01-01"),
            },
            {
              type: "SHARE_CAPITAL",
              amount: 50000,
              shares: 50000,
              nominal: 1,
              reason: "Redenomination to euro and increase",
              registeredOn: ts("2014-01-01"),
              removedOn: ts("2021-06-01"),
            },
            {
              type: "SHARE_CAPITAL",
              amount: 120000,
              shares: 120000,
              nominal: 1,
              reason: "Increase after merger",
              registeredOn: ts("2021-06-01"),
            },
            {
              type: "SHARE_CAPITAL",
              amount: 125000,
              shares: 125000,
              nominal: 1,
              reason: "Entered by mistake",
              registeredOn: ts("2021-05-20"),
              annulled: true,
            },
          ],
          influence: [
            {
              type: "GROUP",
              typeDetails: ["Majority of voting rights", "Right to appoint the board"],
              agreedOn: ts("2015-09-01"),
              amendedOn: ts("2021-06-01"),
              dominant: personParty(PEOPLE.janis),
              dependent: self,
              note: "Decisive influence through a shareholder agreement",
            },
            {
              type: "GROUP",
              typeDetails: ["Control agreement"],
              agreedOn: ts("2012-02-01"),
              dominant: regcodeParty(GENERATED_REGCODES[3]),
              dependent: self,
              noteOnRemoval: "Control agreement terminated",
              removedOn: ts("2015-08-31"),
            },
          ],
          depositories: [
            { entity: identityOf(GENERATED_REGCODES[5]), registeredOn: ts("2016-03-01") },
            { entity: identityOf(GENERATED_REGCODES[6]), registeredOn: ts("2012-05-10"), removedOn: ts("2016-03-01") },
          ],
        },
        self.regcode,
      ),
      Reorganizations: [
        reorganization(c, {
          type: "MERGER",
          date: ts("2021-06-01"),
          result: "ACQUIRING_ENTITY",
          act: MERGER_ACT,
          involved: [self, excluded],
          subjects: [
            excluded,
            {
              ...foreignEntity("Dzintara Demo UAB", "305000111", "LT", "Gedimino pr. 1, Vilnius"),
              externalObjectNumber: "LT-EXT-7781",
            },
          ],
          objects: [self],
        }),
        reorganization(c, {
          type: "DIVISION",
          date: ts("2013-09-30"),
          result: "SPIN_OFF",
          act: { legislator: "Demo Komercreģistrs", number: "6-12/2013-41", date: ts("2013-09-02"), type: "DECISION" },
          involved: [self],
          subjects: [self],
          objects: [
            {
              ...foreignEntity("Amber Demo OÜ", "14000222", "EE", "Pärnu mnt 3, Tallinn"),
              externalObjectNumber: "EE-EXT-3310",
            },
          ],
          removedOn: ts("2014-01-15"),
          annulled: null,
        }),
      ],
      Reregistrations: [reregistration(c, ts("2004-09-01"), "COMMERCIAL_REGISTER")],
      PreviousNames: [
        previousName(c, 'SIA "Dzintara Darbnīca Demo"', ts("2004-03-15"), ts("2012-05-10")),
        previousName(c, 'AS "Dzintara Darbnīca Demo"', ts("2012-05-10"), ts("2016-02-01")),
      ],
      PreviousAddresses: [
        previousAddress(c, "Lielā iela 5, Jelgava, LV-3001", ts("2004-03-15"), ts("2011-07-01")),
        previousAddress(c, "Pils iela 18 - 2, Liepāja, LV-3401", ts("2011-07-01"), ts("2020-02-01")),
      ],
      PreviousLegalForms: [
        previousLegalForm(c, {
          type: "SIA",
          register: "COMMERCIAL_REGISTER",
          registeredBecauseOf: "Registration of a new company",
          removedBecauseOf: "Conversion into a joint-stock company",
          from: ts("2004-03-15"),
          until: ts("2012-05-10"),
        }),
      ],
      Branches: [
        branchLink(
          c,
          foreignEntity("Ziemeļu Dzintars Demo Eesti filiaal", "80000123", "EE", "Narva mnt 7, Tallinn"),
          ts("2017-03-01"),
        ),
        branchLink(
          c,
          foreignEntity("Ziemeļu Dzintars Demo filialas", "305999000", "LT", "Laisvės al. 10, Kaunas"),
          ts("2013-01-01"),
          ts("2019-12-31"),
        ),
      ],
      SpecialStatuses: [specialStatus(c, "PUBLIC_INTEREST_ENTITY", ts("2021-06-01"), null)],
      Officers: [
        officer(c, {
          party: personParty({ ...PEOPLE.janis, registeredOn: ts("2004-03-15") }),
          position: "CHAIR_OF_BOARD",
          appointedOn: ts("2004-03-15"),
          termUntil: ts("2029-03-14"),
          rights: [{ type: "INDIVIDUALLY", details: "May represent the company alone" }],
          registeredBecauseOf: "Founding",
          note: "Re-elected for five years",
        }),
        officer(c, {
          party: personParty(PEOPLE.ilze),
          position: "BOARD_MEMBER",
          appointedOn: ts("2016-02-01"),
          positionDetails: "Finance",
          rights: [{ type: "JOINTLY", withAtLeast: 2, details: "Together with at least one other board member" }],
        }),
        officer(c, {
          party: personParty(PEOPLE.edgars),
          position: "BOARD_MEMBER",
          appointedOn: ts("2008-01-10"),
          resignedOn: ts("2016-01-31"),
          removedBecauseOf: "Resignation",
          rights: [{ type: "JOINTLY", withAtLeast: 2 }],
        }),
        officer(c, {
          party: personParty(PEOPLE.dace),
          position: "BOARD_MEMBER",
          appointedOn: ts("2019-04-01"),
          annulled: true,
          note: "Entry annulled by court ruling",
        }),
        officer(c, {
          party: personParty(PEOPLE.valdis),
          position: "CHAIR_OF_COUNCIL",
          governingBody: "SUPERVISORY_BOARD",
          appointedOn: ts("2012-05-10"),
        }),
        officer(c, {
          party: regcodeParty(GENERATED_REGCODES[7]),
          position: "AUDITOR",
          governingBody: "AUDIT",
          appointedOn: ts("2021-06-01"),
        }),
      ],
      Members: [
        member(c, {
          party: personParty(PEOPLE.janis),
          dateFrom: ts("2004-03-15"),
          shares: { count: 48000, nominal: 1, percent: 40, votes: 48000 },
        }),
        member(c, {
          party: personParty(PEOPLE.liga),
          dateFrom: ts("2016-02-01"),
          restricted: true,
          representative: personParty(PEOPLE.liga),
          shares: {
            count: 30000,
            nominal: 1,
            percent: 25,
            jointOwners: [personParty(PEOPLE.liga), personParty(PEOPLE.zane), regcodeParty(GENERATED_REGCODES[9])],
          },
        }),
        member(c, {
          party: regcodeParty(GENERATED_REGCODES[3]),
          representative: personParty(PEOPLE.martins),
          dateFrom: ts("2012-02-01"),
          shares: { count: 42000, nominal: 1, percent: 35 },
        }),
        member(c, {
          party: personParty(PEOPLE.edgars),
          dateFrom: ts("2004-03-15"),
          dateTo: ts("2016-02-01"),
          representative: entityParty("chainZ"),
          shares: { count: 1000, nominal: 1.423, percent: 50 },
        }),
      ],
      BeneficialOwners: [
        beneficialOwner(c, { person: PEOPLE.janis, dateFrom: ts("2017-11-01") }),
        beneficialOwner(c, {
          person: PEOPLE.edgars,
          dateFrom: ts("2017-11-01"),
          dateTo: ts("2018-02-01"),
          isIndirect: true,
        }),
      ],
      BeneficialOwnershipStatuses: [
        ownershipStatus(c, "BENEFICIAL_OWNERS_REPORTED", "Reported by the board", ts("2018-02-01")),
        ownershipStatus(c, "BENEFICIAL_OWNERS_NOT_IDENTIFIED", "No beneficial owner reported yet", ts("2017-11-01"), {
          removedOn: ts("2018-02-01"),
        }),
      ],
      Procurations: [
        procuration(c, {
          person: PEOPLE.martins,
          type: "COMMERCIAL_PROCURATION",
          dateFrom: ts("2019-01-15"),
          dateTo: ts("2027-01-14"),
          rights: [{ type: "JOINTLY", withAtLeast: 2, details: "Together with a board member" }],
        }),
        procuration(c, {
          person: PEOPLE.edgars,
          type: "COMMERCIAL_PROCURATION",
          dateFrom: ts("2012-03-01"),
          dateTo: ts("2018-12-31"),
          rights: [{ type: "SEPARATELY" }],
        }),
      ],
      Representatives: [
        representative(c, {
          party: personParty(PEOPLE.erik),
          type: "BRANCH_REPRESENTATIVE",
          position: "Representative for Sweden",
          dateFrom: ts("2018-05-01"),
        }),
        representative(c, {
          party: entityParty("chainZ"),
          type: "TRUSTEE",
          position: "Trustee",
          dateFrom: ts("2010-01-01"),
          dateTo: ts("2012-01-01"),
        }),
      ],
      VariousNotices: [
        variousNotice(c, "ANNUAL_REPORT_SUBMITTED", "Annual report for 2024 submitted", ts("2025-04-28")),
        variousNotice(c, "GENERAL_MEETING", "Extraordinary meeting convened", ts("2021-04-01"), {
          removedOn: ts("2021-05-01"),
        }),
      ],
    }),
  );
}
