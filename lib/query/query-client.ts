import { QueryClient } from "@tanstack/react-query";

/** One client per browser tab: related records fetched while expanding stay cached for repeat expansions. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Register records change rarely; refetching on every focus would only cost signed upstream calls.
      queries: { staleTime: 10 * 60_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
