"use client";

import { UnexpectedError } from "@/components/layout/unexpected-error";

/** Last resort for an entity page's unexpected failure. */
export default function EntityError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <UnexpectedError {...props} about="entityError" />;
}
