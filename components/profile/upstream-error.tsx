import Link from "next/link";
import { type ErrorCode, retryCanHelp } from "@/lib/errors/app-error";
import { SCOPES } from "@/lib/registry/scopes";

const NEXT_STEP: Partial<Record<ErrorCode, { title: string; next: string }>> = {
  upstream_timeout: {
    title: "The registry did not answer in time",
    next: "It may be busy. Try again in a minute; if it keeps timing out, the registry may be down.",
  },
  upstream_rate_limited: {
    title: "The registry asked us to slow down",
    next: "Wait a few seconds, then try again.",
  },
  upstream_unavailable: {
    title: "The registry cannot be reached",
    next: "Try again shortly. If it persists, check the registry's status or the app's network configuration.",
  },
  upstream_failure: {
    title: "The registry failed to answer",
    next: "This is usually temporary. Try again; if it persists, tell support the time and number you looked up.",
  },
  upstream_bad_response: {
    title: "The registry sent an answer that could not be read",
    next: "Try again. If it persists, tell support the number you looked up; the registry may have changed its format.",
  },
  credential_rejected: {
    title: "The registry rejected the app's credential",
    next: "Trying again will not help. An administrator needs to check the API key and secret.",
  },
  scope_missing: {
    title: "The app's credential may not look up legal entities",
    next: `Trying again will not help. An administrator needs to grant the ${SCOPES.legalEntities} scope.`,
  },
};

/** What went wrong on the way to the registry, and what to do next; never a stack trace. */
export function UpstreamError({ code, message, retryHref }: { code: ErrorCode; message: string; retryHref: string }) {
  const known = NEXT_STEP[code] ?? {
    title: "The entity could not be loaded",
    next: "Try again; if it keeps happening, tell support the time and number you looked up.",
  };
  return (
    <div role="alert" className="space-y-3 rounded border border-red-300 bg-red-50 p-4 text-red-950">
      <h1 className="text-xl font-semibold">{known.title}</h1>
      <p>{message}</p>
      <p className="text-sm">{known.next}</p>
      <p className="flex gap-4">
        {retryCanHelp(code) && (
          <a href={retryHref} className="rounded bg-red-900 px-3 py-1 text-white no-underline hover:bg-red-800">
            Try again
          </a>
        )}
        <Link href="/">Look up another number</Link>
      </p>
    </div>
  );
}
