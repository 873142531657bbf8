import { activitiesDetails } from "../detail-builders";
import { securingMeasure, variousNotice } from "../history-builders";
import { GENERATED_REGCODES, foreignEntity } from "../identities";
import { member, officer } from "../people-builders";
import { sanctions } from "../org-builders";
import { ts } from "../time";
import { PEOPLE, personParty, regcodeParty, showcaseRecord } from "./common";

const SHELL = foreignEntity("OOO Vostok Demo Trade", "1027700000000", "RU", "Tverskaya 1, Moscow");

/** Sanctioned entity whose owner and officer are themselves on sanctions lists. */
export function sanctionedRecord() {
  return showcaseRecord(
    "sanctioned",
    {
      registeredOn: ts("2013-06-11"),
      sanctionsRisk: "HIGH",
      statusDetails: "Subject to EU asset freeze",
    },
    (c, self) => ({
      ActivitiesDetails: activitiesDetails(c, { nace: [{ code: "49.41" }, { code: "52.29" }] }),
      Sanctions: sanctions(c, {
        own: [
          {
            list: "EU",
            program: "RUSSIA_TERRITORIAL_INTEGRITY",
            entryDate: ts("2022-04-08"),
            links: ["https://sanctions.demo.example/eu/2022-580", "https://sanctions.demo.example/eu/entity/881"],
          },
          { list: "UN", program: "DEMO-1718", entryDate: ts("2019-02-01"), links: [], removedOn: ts("2021-02-01") },
        ],
        direct: [
          {
            party: personParty(PEOPLE.sergejs),
            position: "BOARD_MEMBER",
            list: "EU",
            program: "RUSSIA_TERRITORIAL_INTEGRITY",
            entryDate: ts("2022-03-15"),
            links: ["https://sanctions.demo.example/eu/person/4410"],
          },
          {
            party: personParty({ ...PEOPLE.olga, removedOn: ts("2023-01-01") }),
            position: "FORMER_BOARD_MEMBER",
            list: "EU",
            program: "BELARUS",
            entryDate: ts("2021-06-24"),
            links: ["https://sanctions.demo.example/eu/person/3990"],
            removedOn: ts("2023-01-01"),
          },
          {
            party: { entity: SHELL },
            position: "SHAREHOLDER",
            list: "OFAC",
            program: "RUSSIA-EO14024",
            entryDate: ts("2022-06-28"),
            links: ["https://sanctions.demo.example/ofac/sdn/30012"],
          },
        ],
        indirect: [
          {
            party: personParty(PEOPLE.olga),
            position: "BENEFICIAL_OWNER_OF_SHAREHOLDER",
            list: "UK",
            program: "RUSSIA",
            entryDate: ts("2022-05-04"),
            links: ["https://sanctions.demo.example/uk/RUS1234"],
          },
          {
            party: regcodeParty(GENERATED_REGCODES[11]),
            position: "SUBSIDIARY_OF_SHAREHOLDER",
            list: "EU",
            program: "BELARUS",
            entryDate: ts("2023-02-25"),
            links: ["https://sanctions.demo.example/eu/entity/1207"],
            removedOn: ts("2024-08-01"),
          },
        ],
      }),
      Officers: [
        officer(c, {
          party: personParty(PEOPLE.sergejs),
          position: "BOARD_MEMBER",
          appointedOn: ts("2013-06-11"),
          rights: [{ type: "INDIVIDUALLY" }],
        }),
      ],
      Members: [
        member(c, {
          party: { entity: SHELL },
          dateFrom: ts("2013-06-11"),
          shares: { count: 2800, nominal: 1, percent: 100 },
        }),
      ],
      SecuringMeasures: [
        securingMeasure(c, {
          type: "PROHIBITION_TO_DISPOSE_OF_SHARES",
          dateFrom: ts("2022-04-12"),
          institution: "Demo Finanšu izlūkošanas dienests",
          caseNumber: "FID-2022/77",
          details: "Shares frozen under EU Regulation 269/2014",
        }),
      ],
      VariousNotices: [
        variousNotice(c, "SANCTIONS_NOTICE", `Register notes sanctions against ${self.name}`, ts("2022-04-12")),
      ],
    }),
  );
}
