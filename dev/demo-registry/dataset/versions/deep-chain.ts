import type { Obj } from "../ctx";
import { entryFlags, itemAt, listAt, person, type DemoVersion } from "./edit";

// Ids above every id the base record uses, so added entries never collide with existing ones.
const ID = 3_000_900;
/** Andris Demsmilts's 40% of layer 2 (SIA "Dziļuma Slānis 2 Demo"). */
const DEMSMILTS_MEMBER = 39_000_011;

/**
 * SIA "Dziļuma Slānis 2 Demo", two layers above the watched AS "Dziļās Ķēdes Demo": its 40% member is replaced by
 * an EU-sanctioned person, who thereby holds 14.4% of the watched entity (60% × 60% × 40%). Nothing in the
 * watched entity's own record changes; the structure watch alerts on it, high for the sanctioned party.
 */
export const DEEP_CHAIN_VERSIONS: readonly DemoVersion[] = [
  {
    on: "2025-11-20T00:00:00Z",
    changes: [
      "Member Andris Demsmilts (40%) left",
      "Boriss Demvorons, EU-sanctioned, became a member with 40%",
      "EU sanction on Boriss Demvorons, shareholder",
    ],
    apply(record) {
      const on = this.on;
      const left = itemAt(record, "Members", DEMSMILTS_MEMBER);
      Object.assign(left, { date_to: on, removed_on: on, last_modified_at: on });
      const newcomer: Obj = {
        ...person(ID + 1, "Boriss", "Demvorons", on),
        country: "RU",
        countries: [{ id: ID + 2, country: "RU" }],
        country_of_residence: "RU",
      };
      listAt(record, "Members").push({
        id: ID,
        legal_entity_id: left.legal_entity_id,
        is_restricted: false,
        date_from: on,
        date_to: null,
        is_personally_liable: false,
        natural_person: newcomer,
        legal_entity_basic_id: null,
        legal_entity_basic: null,
        representative_id: null,
        representative: null,
        share_holder_details_id: ID + 3,
        share_holder_details: {
          id: ID + 3,
          number_of_shares: 400,
          share_nominal_value: 10,
          share_currency: "EUR",
          in_percent: 40,
          votes: 400,
          joint_owners: [],
        },
        ...entryFlags(on),
      });
      const sanctionsId = ID + 10;
      record.SanctionsID = sanctionsId;
      record.sanctions_risk = "MEDIUM";
      record.Sanctions = {
        id: sanctionsId,
        created_at: on,
        updated_at: on,
        legal_entity_sanctions: [],
        directly_related_sanctions: [
          {
            id: ID + 11,
            sanctions_id: sanctionsId,
            sanctions_indirect_id: null,
            natural_person: structuredClone(newcomer),
            legal_entity_basic_id: null,
            legal_entity_basic: null,
            position: "SHAREHOLDER",
            list: "EU",
            program: "RUSSIA_TERRITORIAL_INTEGRITY",
            entry_date: "2025-11-14T00:00:00Z",
            registered_on: on,
            removed_on: null,
            last_modified_at: on,
            sanction_links: [
              {
                id: ID + 12,
                directly_related_person_sanction_id: ID + 11,
                value: "https://sanctions.demo.example/eu/person/6021",
              },
            ],
          },
        ],
        indirectly_related_sanctions: [],
      };
    },
  },
];
