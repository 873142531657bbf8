"use client";

import { UnexpectedError } from "@/components/layout/unexpected-error";

/** Any page's unexpected failure, inside the app's layout and language. */
export default function AppErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <UnexpectedError {...props} about="generic" />;
}
