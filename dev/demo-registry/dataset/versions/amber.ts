import type { Obj } from "../ctx";
import { entryFlags, itemAt, listAt, objectAt, person, removeItem, type DemoVersion } from "./edit";

// Ids above every id the base record uses, so added entries never collide with existing ones.
const ID = 1_000_900;
const LIEPINA_MEMBER = 1_000_098;
const BERZINS_MEMBER = 1_000_094;
const EGLITIS_OFFICER = 1_000_088;

/** AS "Ziemeļu Dzintars Demo": a board change and a new owner structure, sanctions, a new name and address, liquidation. */
export const AMBER_VERSIONS: readonly DemoVersion[] = [
  {
    on: "2025-09-01T00:00:00Z",
    changes: [
      "Board member Marta Ozoliņa appointed",
      "Member Līga Liepiņa removed",
      "Jānis Bērziņš's share raised from 40% to 65%",
      "Notice of the board change",
    ],
    apply(record) {
      const on = this.on;
      listAt(record, "Officers").push({
        id: ID,
        legal_entity_id: 1,
        natural_person: person(ID + 1, "Marta", "Ozoliņa", on),
        legal_entity_basic_id: null,
        legal_entity_basic: null,
        rights_of_representation: [
          { id: ID + 3, officer_id: ID, procuration_id: null, type: "JOINTLY", with_at_least: 2, details: null },
        ],
        appointed_on: on,
        term_until: "2030-08-31T00:00:00Z",
        resigned_on: null,
        position: "BOARD_MEMBER",
        position_details: null,
        governing_body: "EXECUTIVE_BOARD",
        note: null,
        registered_because_of: "Appointed by the council",
        removed_because_of: null,
        ...entryFlags(on),
      });
      removeItem(record, "Members", LIEPINA_MEMBER);
      const shares = objectAt(itemAt(record, "Members", BERZINS_MEMBER), "share_holder_details");
      Object.assign(shares, { number_of_shares: 78_000, votes: 78_000, in_percent: 65 });
      listAt(record, "VariousNotices").push({
        id: ID + 4,
        legal_entity_id: 1,
        type: "BOARD_CHANGE",
        // No names in free text: the registry's redaction reaches only the person fields.
        text: "Change in the board registered",
        date: on,
        ...entryFlags(on),
      });
    },
  },
  {
    on: "2025-10-15T00:00:00Z",
    changes: ["EU sanction on the entity", "EU sanction on Valdis Eglītis, chair of the council"],
    apply(record) {
      const on = this.on;
      const sanctionsId = ID + 10;
      const chair = objectAt(itemAt(record, "Officers", EGLITIS_OFFICER), "natural_person");
      const listed = { list: "EU", program: "DEMO-AMBER-2025", entry_date: on, ...sanctionFlags(on) };
      record.SanctionsID = sanctionsId;
      record.sanctions_risk = "HIGH";
      record.Sanctions = {
        id: sanctionsId,
        created_at: on,
        updated_at: on,
        legal_entity_sanctions: [
          {
            id: ID + 11,
            sanctions_id: sanctionsId,
            ...listed,
            sanction_links: [
              {
                id: ID + 12,
                legal_entity_sanction_id: ID + 11,
                value: "https://sanctions.demo.example/eu/entity/1204",
              },
            ],
          },
        ],
        directly_related_sanctions: [
          {
            id: ID + 13,
            sanctions_id: sanctionsId,
            sanctions_indirect_id: null,
            natural_person: structuredClone(chair),
            legal_entity_basic_id: null,
            legal_entity_basic: null,
            position: "CHAIR_OF_COUNCIL",
            ...listed,
            sanction_links: [
              {
                id: ID + 14,
                directly_related_person_sanction_id: ID + 13,
                value: "https://sanctions.demo.example/eu/person/5120",
              },
            ],
          },
        ],
        indirectly_related_sanctions: [],
      };
    },
  },
  {
    on: "2025-11-03T00:00:00Z",
    changes: ['Renamed to AS "Ziemeļu Dzintars Grupa Demo"', "Moved to Rūpniecības iela 12, Liepāja"],
    apply(record) {
      const on = this.on;
      const address = objectAt(record, "Address");
      listAt(record, "PreviousNames").push({
        id: ID + 20,
        legal_entity_id: 1,
        name: record.legal_name,
        ...history("2016-02-01T00:00:00Z", on),
      });
      listAt(record, "PreviousAddresses").push({
        id: ID + 21,
        legal_entity_id: 1,
        address: address.address_complete,
        ...history(address.registered_on, on),
      });
      record.legal_name = 'AS "Ziemeļu Dzintars Grupa Demo"';
      record.cleaned_short_name = "Ziemeļu Dzintars Grupa Demo";
      Object.assign(address, {
        updated_at: on,
        address_register_code: 102_707_990,
        postal_code: "LV-3405",
        address_complete: "Rūpniecības iela 12, Liepāja, LV-3405",
        street: "Rūpniecības iela",
        house_number: "12",
        registered_on: on,
      });
    },
  },
  {
    on: "2025-12-01T00:00:00Z",
    changes: ["Status changed to in liquidation", "Voluntary liquidation started"],
    apply(record) {
      const on = this.on;
      record.status = "IN_LIQUIDATION";
      record.status_details = "Voluntary liquidation by the shareholders' decision";
      listAt(record, "Liquidations").push({
        id: ID + 30,
        legal_entity_id: 1,
        type: "VOLUNTARY",
        started_on: on,
        completion_expected_on: "2026-06-30T00:00:00Z",
        ended_on: null,
        grounds_for_liquidation: "Shareholders' decision",
        grounds_for_continuation: null,
        result_type: "IN_PROGRESS",
        LegalActID: ID + 31,
        legal_act: {
          id: ID + 31,
          created_at: on,
          updated_at: on,
          legislator_name: "Dalībnieku sapulce",
          legislator_number: "3/2025",
          date: "2025-11-28T00:00:00Z",
          type: "DECISION",
        },
        ...entryFlags(on),
      });
    },
  },
];

function sanctionFlags(on: string): Obj {
  return { registered_on: on, removed_on: null, last_modified_at: on };
}

/** A former entry: the current one as it stood from `from` until `until`. */
function history(from: unknown, until: string): Obj {
  return { registered_on: from, removed_on: until, last_modified_at: until, is_annulled: false };
}
