import { commercialDetails, formationDetails } from "../detail-builders";
import { branchLink, previousLegalForm } from "../history-builders";
import { foreignEntity } from "../identities";
import { member, officer, representative } from "../people-builders";
import { address } from "../shared-builders";
import { ts } from "../time";
import { PEOPLE, entityParty, personParty, showcaseRecord } from "./common";

const NORDIC_PARENT = {
  ...foreignEntity("Nordic Demo Holding AB", "556677-8899", "SE", "Kungsgatan 1, Stockholm"),
  externalObjectNumber: "SE-EXT-0042",
};
const FORMER_PARENT = foreignEntity("Nordic Demo Invest AB", "556100-2233", "SE", "Drottninggatan 5, Göteborg");

export function foreignBranchRecord() {
  return showcaseRecord("foreignBranch", { registeredOn: ts("2018-04-16"), register: "COMMERCIAL_REGISTER" }, (c) => ({
    BranchOf: [
      branchLink(c, NORDIC_PARENT, ts("2020-01-01")),
      branchLink(c, FORMER_PARENT, ts("2018-04-16"), ts("2019-12-31")),
    ],
    Officers: [
      officer(c, {
        party: personParty(PEOPLE.erik),
        position: "BRANCH_MANAGER",
        governingBody: "BRANCH",
        appointedOn: ts("2018-04-16"),
      }),
    ],
    Representatives: [
      representative(c, {
        party: { entity: NORDIC_PARENT },
        type: "FOREIGN_MERCHANT",
        position: "Parent company",
        dateFrom: ts("2018-04-16"),
      }),
    ],
  }));
}

export function partnershipRecord() {
  return showcaseRecord("partnership", { registeredOn: ts("2012-07-03") }, (c, self) => ({
    FormationDetails: formationDetails(c, {
      objects: "Tourism services on the Gauja",
      establishedOn: ts("2012-06-20"),
      articlesDate: ts("2012-06-20"),
      durationUntil: ts("2032-06-30"),
    }),
    CommercialEntityDetails: commercialDetails(c, { limitedPartnerContribution: 15000 }, self.regcode),
    Members: [
      member(c, { party: personParty(PEOPLE.martins), dateFrom: ts("2012-07-03"), personallyLiable: true }),
      member(c, {
        party: entityParty("chainZ"),
        dateFrom: ts("2014-01-01"),
        shares: { count: 15000, nominal: 1, percent: 100, votes: 0 },
      }),
    ],
    Officers: [
      officer(c, {
        party: personParty(PEOPLE.martins),
        position: "GENERAL_PARTNER",
        governingBody: "PARTNERS",
        appointedOn: ts("2012-07-03"),
        rights: [{ type: "INDIVIDUALLY" }],
      }),
    ],
    PreviousLegalForms: [
      previousLegalForm(c, {
        type: "PS",
        register: "COMMERCIAL_REGISTER",
        registeredBecauseOf: "Registration of a general partnership",
        removedBecauseOf: "Admission of a limited partner",
        from: ts("2012-07-03"),
        until: ts("2014-01-01"),
      }),
    ],
  }));
}

export function farmRecord() {
  return showcaseRecord(
    "farm",
    { registeredOn: ts("1996-04-30"), register: "ENTERPRISE_REGISTER", assignedOn: null },
    (c, self) => {
      const rural = {
        ...self.place,
        street: "",
        house: "",
        city: null,
        houseName: "Lejasdemo",
        parish: "Demo pagasts",
        village: "Lejasciems",
        county: "Demo novads",
        apartment: undefined,
      };
      return {
        Address: { ...address(c, rural, ts("1996-04-30")), address_incomplete: "Lejasdemo, Demo pagasts" },
        CommercialEntityDetails: commercialDetails(
          c,
          {
            farm: {
              hectares: 84.6,
              changes: [
                {
                  change: 60.2,
                  deed: "LZ-1996-0042",
                  issuedOn: ts("1996-03-12"),
                  rights: "OWNERSHIP",
                  address: "Lejasdemo, Demo pagasts",
                  registeredOn: ts("1996-04-30"),
                },
                {
                  change: 24.4,
                  deed: "NOMA-2011-7",
                  issuedOn: ts("2011-02-01"),
                  rights: "LEASE",
                  address: "Kalndemo, Demo pagasts",
                  registeredOn: ts("2011-02-15"),
                },
                {
                  change: -3.1,
                  deed: "PIRK-2019-3",
                  issuedOn: ts("2019-08-01"),
                  rights: "SOLD",
                  address: "Lejasdemo, Demo pagasts",
                  registeredOn: ts("2019-08-20"),
                  removedOn: ts("2019-09-02"),
                  annulled: true,
                },
              ],
            },
          },
          self.regcode,
        ),
        Members: [member(c, { party: personParty(PEOPLE.valdis), dateFrom: ts("1996-04-30"), personallyLiable: true })],
      };
    },
  );
}

/** Only the address is known; every other object is null and every list empty. */
export function sparseRecord() {
  return showcaseRecord("sparse", { registeredOn: ts("2020-10-10"), register: "", atvk: null }, () => ({
    Links: null,
  }));
}
