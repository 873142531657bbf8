/**
 * Concurrent calls with the same key share one in-flight promise, so a burst of
 * lookups of one number costs the registry a single call.
 */
export function coalesce<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const inFlight = new Map<string, Promise<V>>();
  return (key) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = load(key).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
