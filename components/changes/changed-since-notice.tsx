import Link from "next/link";
import { changesPath } from "@/lib/evidence/entity-paths";

/** Tells an analyst coming back that the register's answer is not what they saw last time, and where to see how. */
export function ChangedSinceNotice({
  regcode,
  lastViewed,
  liveSha256,
}: {
  regcode: string;
  lastViewed: { sha256: string; viewedAt: Date };
  liveSha256: string;
}) {
  const href = changesPath(regcode, lastViewed.sha256, liveSha256);
  const on = lastViewed.viewedAt.toISOString();
  return (
    <p role="status" className="rounded border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 print:hidden">
      Changed since you last looked on <time dateTime={on}>{on.replace("T", " ").slice(0, 16)} UTC</time>.{" "}
      <Link href={href} className="font-medium underline">
        See what changed
      </Link>
    </p>
  );
}
