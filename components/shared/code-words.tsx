/**
 * A register code (a status, a legal form) in the reader's words with the code beside it, as analysts quote
 * and search the code. Takes the words ready-made, so client components show it without the code catalogue.
 */
export function CodeWords({ code, words }: { code: string; words: string }) {
  if (words === code) return <>{code}</>;
  return (
    <>
      {words} <span className="font-mono text-xs text-slate-600">{code}</span>
    </>
  );
}
