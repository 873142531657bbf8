/**
 * Remembers a derivation per input object for as long as that object lives. Cached lookups hand
 * out the same record object until it expires, so the graph or history of one retrieval is built
 * once however many pages and API calls ask for it.
 */
export function memoByObject<K extends object, V>(derive: (input: K) => V): (input: K) => V {
  const results = new WeakMap<K, V>();
  return (input) => {
    if (results.has(input)) return results.get(input) as V;
    const value = derive(input);
    results.set(input, value);
    return value;
  };
}
