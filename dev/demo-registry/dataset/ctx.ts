import { DATASET_UPDATED_AT } from "./time";
/** A LegalEntity JSON object or any nested part of it. */
export type Obj = Record<string, unknown>;

/** Per-record build context: hands out integer ids and the audit timestamps nested objects share. */
export class Ctx {
  private nextId: number;

  constructor(
    readonly recordId: number,
    readonly createdAt: string,
    readonly updatedAt: string,
  ) {
    // A million ids per record keeps ids unique across the whole dataset.
    this.nextId = recordId * 1_000_000 + 1;
  }

  id(): number {
    return this.nextId++;
  }

  audit(): { id: number; created_at: string; updated_at: string } {
    return { id: this.id(), created_at: this.createdAt, updated_at: this.updatedAt };
  }
}

/**
 * When an entry that ends on `end` left the register: as it ended, if that is by the dataset's date, for an end
 * still ahead is no removal yet. A spec's own `removedOn` (null included) wins.
 */
export function removalAt(end: string | null | undefined, removedOn: string | null | undefined): string | null {
  if (removedOn !== undefined) return removedOn;
  return end && end <= DATASET_UPDATED_AT ? end : null;
}

/** History flags most register entries carry. */
export interface Meta {
  registeredOn?: string | null;
  removedOn?: string | null;
  modifiedAt?: string | null;
  annulled?: boolean | null;
}

export function meta(m: Meta): Obj {
  const registered = m.registeredOn ?? null;
  const removed = m.removedOn ?? null;
  return {
    registered_on: registered,
    removed_on: removed,
    last_modified_at: m.modifiedAt ?? removed ?? registered,
    is_annulled: m.annulled === undefined ? false : m.annulled,
  };
}
