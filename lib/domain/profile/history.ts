import { type Ending, hasEnded } from "@/lib/registry/record/ended-on";

/** An entry of a register list, read for whether it is still in force. */
type HistoryLike = Ending & { is_annulled?: unknown };

export function isAnnulled(item: HistoryLike): boolean {
  return item.is_annulled === true;
}

/** Whether an entry is former: annulled, or removed from the register or ended (ended-on.ts) by now. */
export function isFormer(item: HistoryLike, now: number = Date.now()): boolean {
  return isAnnulled(item) || hasEnded(item, now);
}

export function splitCurrentFormer<T extends object>(items: readonly T[], now: number = Date.now()) {
  const current: T[] = [];
  const former: T[] = [];
  for (const item of items) (isFormer(item, now) ? former : current).push(item);
  return { current, former };
}
