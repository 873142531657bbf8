import type { RetrievalEntry } from "@/lib/domain/evidence/list-retrievals";

type Retrieval = Pick<RetrievalEntry, "sha256" | "retrievedAt" | "credential">;

/**
 * The two retrievals a comparison of `from` with `to` is dated by: the latest time the register went from one
 * to the other, the last retrieval of `from` and the first of `to` after it, so the dates say when the change
 * was seen (not a later retrieval of the same bytes, nor an earlier one before the record went back and
 * forth). When `to` never followed `from` (a comparison asked backwards), each side's newest retrieval.
 * `retrievals` are newest first; undefined for a hash none of them has.
 */
export function changeMoment(
  retrievals: readonly Retrieval[],
  from: string,
  to: string,
): { from: Retrieval | undefined; to: Retrieval | undefined } {
  let next: Retrieval | undefined;
  for (const retrieval of retrievals) {
    if (retrieval.sha256 === to) next = retrieval;
    else if (retrieval.sha256 === from && next) return { from: retrieval, to: next };
  }
  const newest = (sha256: string) => retrievals.find((retrieval) => retrieval.sha256 === sha256);
  return { from: newest(from), to: newest(to) };
}
