import Link from "next/link";
import type { AppError } from "@/lib/errors/app-error";
import { entityPath, retrievalsPath } from "@/lib/evidence/entity-paths";

/** A stored copy that cannot be shown: a malformed hash (400) or one no retrieval of this number has (404). */
export function SnapshotNotFound({ regcode, error }: { regcode: string; error: AppError }) {
  return (
    <div className="space-y-3" role="alert">
      <h1 className="text-2xl font-semibold">
        {error.code === "bad_request" ? "Not a stored copy's address" : "No such stored copy"}
      </h1>
      <p>{error.message}</p>
      <p>
        <Link href={retrievalsPath(regcode)}>The retrievals of {regcode}</Link> ·{" "}
        <Link href={entityPath(regcode)}>the live profile</Link>
      </p>
    </div>
  );
}
