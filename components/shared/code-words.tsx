/**
 * A register code (a status, a legal form) in the reader's words, the code on hover for whoever quotes or
 * searches it: words and code side by side ("Registered REGISTERED") said one thing twice. Takes the words
 * ready-made, so client components show it without the code catalogue.
 */
export function CodeWords({ code, words }: { code: string; words: string }) {
  if (words === code) return <>{code}</>;
  return <abbr title={code}>{words}</abbr>;
}
