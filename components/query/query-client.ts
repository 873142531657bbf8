import { isServer, QueryClient } from "@tanstack/react-query";

/** One client per browser tab: related records fetched while expanding stay cached for repeat expansions. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Register records change rarely; refetching on every focus would only cost signed upstream calls.
        staleTime: 10 * 60_000,
        // During server rendering a finite gcTime starts a timer per query that keeps the whole
        // request's cache alive for that long (profile renders piled up in memory); Infinity sets none.
        gcTime: isServer ? Infinity : 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
