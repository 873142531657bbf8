import { itemAt, objectAt, type DemoVersion } from "./edit";

const EU_ENTITY_SANCTION = 2_000_007;
const DEMOVS_OFFICER = 2_000_032;

/** SIA "Austrumu Tranzīts Demo": its EU listing lifted, its only board member gone. */
export const SANCTIONED_VERSIONS: readonly DemoVersion[] = [
  {
    on: "2025-09-15T00:00:00Z",
    changes: ["EU sanction on the entity lifted", "Board member Sergejs Demovs resigned"],
    apply(record) {
      const on = this.on;
      const sanction = itemAt(objectAt(record, "Sanctions"), "legal_entity_sanctions", EU_ENTITY_SANCTION);
      Object.assign(sanction, { removed_on: on, last_modified_at: on });
      const officer = itemAt(record, "Officers", DEMOVS_OFFICER);
      Object.assign(officer, { resigned_on: on, removed_on: on, last_modified_at: on, removed_because_of: "Resigned" });
    },
  },
];
