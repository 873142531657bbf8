/**
 * Why `npm start` must build before serving, or undefined when the build is current: there is
 * none, or it was built from other sources than the checkout's (its id is their fingerprint).
 */
export function whyBuild(builtFrom: string | undefined, sources: string): string | undefined {
  if (builtFrom === undefined) return "there is no production build";
  if (builtFrom.trim() !== sources) return "the build is older than the sources (built from other code)";
  return undefined;
}
