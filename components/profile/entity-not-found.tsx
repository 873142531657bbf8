import Link from "next/link";

/** An unknown or malformed registration number: says which, and how to go on. */
export function EntityNotFound({ regcode, invalid }: { regcode?: string; invalid: boolean }) {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">{invalid ? "Not a valid registration number" : "No entity found"}</h1>
      <p>
        {regcode !== undefined && <code className="rounded bg-slate-100 px-1">{regcode}</code>}{" "}
        {invalid
          ? "is not a valid registration number: must be exactly 11 digits."
          : "— the register has no entity with this number."}
      </p>
      <p className="text-sm text-slate-700">
        {invalid
          ? "Check the number: spaces, dashes and an LV prefix are fine in the search box, which removes them."
          : "Check the number for a typo, or search again."}
      </p>
      <p>
        <Link href="/">Search again</Link>
      </p>
    </div>
  );
}
