"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition } from "react";

/** Last resort for unexpected failures: no details (production only passes a digest), a way forward. */
export default function EntityError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  return (
    <div role="alert" className="space-y-3 rounded border border-red-300 bg-red-50 p-4 text-red-950">
      <h1 className="text-xl font-semibold">The entity could not be shown</h1>
      <p>Something went wrong while preparing this profile. Trying again usually helps.</p>
      {error.digest && <p className="text-xs">Reference for support: {error.digest}</p>}
      <p className="flex gap-4">
        <button
          type="button"
          className="rounded bg-red-900 px-3 py-1 text-white hover:bg-red-800"
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          Try again
        </button>
        <Link href="/">Look up another number</Link>
      </p>
    </div>
  );
}
