import { activitiesDetails, formationDetails } from "../detail-builders";
import { GENERATED_REGCODES, generatedIdentity, generatedPlace, showcase } from "../identities";
import { officer } from "../people-builders";
import { publicAuthorityDetails } from "../org-builders";
import { ts } from "../time";
import { PEOPLE, personParty, showcaseRecord } from "./common";

const REGISTER = "PUBLIC_AUTHORITIES_REGISTER";

export function authorityRecord() {
  const municipality = showcase.municipality;
  return showcaseRecord("authority", { registeredOn: ts("2010-01-04"), register: REGISTER }, (c, self) => ({
    PublicAuthorityDetails: publicAuthorityDetails(c, {
      contact: {
        website: "https://izglitiba.demo-novads.example",
        email: "izglitiba@demo-novads.example",
        phone: "+371 60000001",
      },
      registration: {
        authorityType: "MUNICIPAL_INSTITUTION",
        establishedOn: ts("2009-12-15"),
        higherEducation: false,
        independentTaxpayer: false,
        taxpayerUnit: "90000110001",
        higherAuthority: { regcode: municipality.regcode, name: municipality.name },
        subordination: "SUBORDINATED",
      },
      act: { legislator: municipality.name, number: "Nr. 14/2009", date: ts("2009-12-15"), type: "MUNICIPAL_DECISION" },
      delegated: [
        { regcode: GENERATED_REGCODES[13], name: generatedIdentity(13).name, from: ts("2018-09-01") },
        {
          regcode: GENERATED_REGCODES[14],
          name: generatedIdentity(14).name,
          from: ts("2012-09-01"),
          removedOn: ts("2017-08-31"),
        },
      ],
      schools: [
        {
          name: "Demo pamatskolas Meža filiāle",
          place: {
            ...generatedPlace(200),
            houseName: "Skolnieki",
            parish: "Demo pagasts",
            village: "Mežciems",
            county: "Demo novads",
            city: null,
          },
          manager: { ...PEOPLE.dace, registeredOn: ts("2015-09-01") },
          registeredOn: ts("2015-09-01"),
        },
        {
          name: "Demo mūzikas skolas filiāle",
          place: generatedPlace(201),
          manager: { ...PEOPLE.liga, registeredOn: ts("2011-09-01"), removedOn: ts("2020-06-30") },
          registeredOn: ts("2011-09-01"),
          removedOn: ts("2020-06-30"),
        },
      ],
    }),
    Officers: [
      officer(c, {
        party: personParty(PEOPLE.martins),
        position: "HEAD_OF_INSTITUTION",
        governingBody: "MANAGEMENT",
        appointedOn: ts("2019-02-01"),
      }),
    ],
    ActivitiesDetails: activitiesDetails(c, {
      territory: self.place.city ?? "Demo novads",
      goals: ["Managing municipal schools"],
      nace: [{ code: "84.12" }],
    }),
  }));
}

export function municipalityRecord() {
  return showcaseRecord("municipality", { registeredOn: ts("2009-07-01"), register: REGISTER }, (c) => ({
    FormationDetails: formationDetails(c, {
      objects: "Local government of Demo novads",
      establishedOn: ts("2009-07-01"),
      articlesDate: ts("2021-07-01"),
      registrationTermUntil: ts("2029-06-30"),
      registrationRenewedOn: ts("2021-07-01"),
    }),
    Officers: [
      officer(c, {
        party: personParty(PEOPLE.janis),
        position: "CHAIR_OF_COUNCIL",
        governingBody: "COUNCIL",
        appointedOn: ts("2021-07-01"),
      }),
    ],
  }));
}
