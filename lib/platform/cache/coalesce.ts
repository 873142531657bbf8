/**
 * Concurrent calls with the same key share one in-flight promise, so a burst of lookups of one number
 * costs the registry a single call. `joined` says whether this call shared a load another call started.
 */
export function coalesce<V>(
  load: (key: string) => Promise<V>,
): (key: string) => Promise<{ value: V; joined: boolean }> {
  const inFlight = new Map<string, Promise<V>>();
  return (key) => {
    const pending = inFlight.get(key);
    if (pending) return pending.then((value) => ({ value, joined: true }));
    const promise = load(key).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise.then((value) => ({ value, joined: false }));
  };
}
