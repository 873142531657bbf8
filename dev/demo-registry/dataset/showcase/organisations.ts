import { activitiesDetails, formationDetails } from "../detail-builders";
import { previousAddress, reregistration, variousNotice } from "../history-builders";
import { generatedPlace } from "../identities";
import { officer } from "../people-builders";
import { arbitrationDetails, politicalDetails, religiousDetails } from "../org-builders";
import { regcodeFrom } from "../regcode";
import { ts } from "../time";
import { PEOPLE, personParty, showcaseRecord } from "./common";

export function partyRecord() {
  return showcaseRecord("party", { registeredOn: ts("2011-05-09"), register: "POLITICAL_PARTIES_REGISTER" }, (c) => ({
    PoliticalOrganizationDetails: politicalDetails(c, [
      { name: "Kurzemes nodaļa", place: generatedPlace(210), registeredOn: ts("2012-01-10") },
      {
        name: "Latgales nodaļa",
        place: generatedPlace(211),
        registeredOn: ts("2013-03-01"),
        removedOn: ts("2022-12-31"),
      },
      {
        name: "Diasporas nodaļa Dublinā",
        place: { street: "O'Connell Street", house: "12", city: "Dublin", postal: "D01", code: 0, atvk: "" },
        country: "IE",
        registeredOn: ts("2015-06-01"),
      },
    ]),
    ActivitiesDetails: activitiesDetails(c, {
      goals: ["Participation in Saeima elections", "Promoting regional development"],
      types: ["Political party"],
      nace: [{ code: "94.92" }],
    }),
    Officers: [
      officer(c, {
        party: personParty(PEOPLE.zane),
        position: "CHAIR",
        governingBody: "BOARD",
        appointedOn: ts("2019-05-11"),
        rights: [{ type: "INDIVIDUALLY" }],
      }),
      officer(c, {
        party: personParty(PEOPLE.martins),
        position: "BOARD_MEMBER",
        governingBody: "BOARD",
        appointedOn: ts("2011-05-09"),
        resignedOn: ts("2019-05-11"),
      }),
    ],
  }));
}

export function churchRecord() {
  return showcaseRecord(
    "church",
    { registeredOn: ts("1999-02-22"), register: "RELIGIOUS_ORGANISATIONS_REGISTER" },
    (c) => ({
      ReligiousEntityDetails: religiousDetails(c, "Demo Evaņģēliski luteriskā baznīca", [
        { regcode: regcodeFrom(9000041000), registeredOn: ts("1992-06-10") },
        { regcode: regcodeFrom(9000042000), registeredOn: ts("1995-03-03") },
      ]),
      FormationDetails: formationDetails(c, {
        objects: "Religious activity",
        establishedOn: ts("1991-10-01"),
        articlesDate: ts("2018-01-01"),
      }),
      Reregistrations: [reregistration(c, ts("1999-02-22"), "RELIGIOUS_ORGANISATIONS_REGISTER")],
      PreviousAddresses: [previousAddress(c, "Baznīcas iela 1, Jelgava, LV-3001", ts("1999-02-22"), ts("2008-05-05"))],
      Officers: [
        officer(c, {
          party: personParty(PEOPLE.valdis),
          position: "PASTOR",
          governingBody: "COUNCIL",
          appointedOn: ts("2005-01-01"),
        }),
      ],
    }),
  );
}

export function arbitrationRecord() {
  return showcaseRecord(
    "arbitration",
    { registeredOn: ts("2015-11-02"), register: "ARBITRATION_COURTS_REGISTER" },
    (c) => ({
      ArbitrationCourtDetails: arbitrationDetails(c, ts("2016-01-01")),
      FormationDetails: formationDetails(c, {
        objects: "Resolution of commercial disputes",
        establishedOn: ts("2015-10-01"),
        articlesDate: ts("2015-10-01"),
        untilObjectsAchieved: true,
      }),
      Officers: [
        officer(c, {
          party: personParty(PEOPLE.ilze),
          position: "CHAIR",
          governingBody: "BOARD",
          appointedOn: ts("2015-11-02"),
        }),
      ],
      VariousNotices: [variousNotice(c, "RULES_AMENDED", "Rules of procedure amended", ts("2020-03-01"))],
    }),
  );
}
