import { humanizeCode } from "@/lib/format/humanize-code";

/** A register code in words, with the raw code kept for whoever needs to quote it. */
export function CodeText({ code }: { code: string }) {
  const words = humanizeCode(code);
  if (words === code) return <>{code}</>;
  return (
    <abbr title={code} className="no-underline">
      {words}
    </abbr>
  );
}
