"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { createContext, useContext, useId, useState } from "react";
import { useOneAction } from "@/components/shared/use-one-action";
import { useApiMessage } from "@/components/shared/api-message";

const Say = createContext<{ say: (message: string) => void; statusId?: string }>({ say: () => {} });

/**
 * The watchlists page's one status line, at its top: what creating, renaming or deleting a list did. A deleted
 * list's own controls are gone with it, so what they did is said here, outside every list.
 */
export function ListMessages({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = useState("");
  const statusId = useId();
  return (
    <Say value={{ say: setMessage, statusId }}>
      <p id={statusId} role="status" aria-live="polite" className="text-sm empty:hidden">
        {message}
      </p>
      {children}
    </Say>
  );
}

/**
 * One change to the viewer's lists at a time: sends it, says on the page's status line what it did (`done`, run
 * only when it succeeded) or why it was refused, and shows the page again as it now is. `nameField` marks the
 * name field of the form that sent it as refused (a blank, overlong or taken name) and points it at the reason.
 */
export function useListRequest() {
  const t = useTranslations("monitoring");
  const { say, statusId } = useContext(Say);
  const [nameRefused, setNameRefused] = useState(false);
  const apiMessage = useApiMessage();
  const router = useRouter();
  const { busy, run } = useOneAction();
  const send = (request: () => Promise<Response>, done: () => string) =>
    run(async () => {
      say("");
      setNameRefused(false);
      try {
        const response = await request();
        if (!response.ok) {
          setNameRefused(response.status === 400 || response.status === 409);
          return say(await apiMessage(response));
        }
        say(done());
        router.refresh();
      } catch {
        say(t("unreachable"));
      }
    });
  const nameField = { invalid: nameRefused, describedBy: nameRefused ? statusId : undefined };
  return { busy, send, nameField };
}
