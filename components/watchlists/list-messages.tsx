"use client";

import { createContext, useContext, useState } from "react";

const Say = createContext<(message: string) => void>(() => {});

/**
 * The watchlists page's one status line, at its top: what creating, renaming or deleting a list did. A deleted
 * list's own controls are gone with it, so what they did is said here, outside every list.
 */
export function ListMessages({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = useState("");
  return (
    <Say value={setMessage}>
      <p role="status" aria-live="polite" className="text-sm empty:hidden">
        {message}
      </p>
      {children}
    </Say>
  );
}

/** Says something on the watchlists page's status line. */
export function useListMessage(): (message: string) => void {
  return useContext(Say);
}
