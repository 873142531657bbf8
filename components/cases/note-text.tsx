import { AppLink } from "@/components/shared/app-link";
import { matchPagePath } from "@/lib/domain/routes/page-paths";

/** A piece of a note: text as written, or an address in it to link. */
export type NoteSegment = { kind: "text"; text: string } | { kind: "link"; href: string; external: boolean };

// A web address, or a page of the app written as its path (a profile, a stored copy, a case) after a space.
const ADDRESS = /https?:\/\/[^\s<>"'`]+|(?<=^|[\s(])\/(?:entities|cases)\/[^\s<>"'`]+/g;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * A note's text cut into text and the addresses in it: web addresses (http and https only, so no script can hide
 * in one) and paths of the app's own pages. Nothing in the text is read as markup: React writes each piece as text.
 */
export function noteSegments(text: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, "");
    const external = !address.startsWith("/");
    // A path that names no page of the app (or climbs out of one) stays text.
    const path = address.replace(/[?#].*$/, "");
    if (!external && (path.includes("/.") || !matchPagePath(path))) continue;
    if (match.index > from) segments.push({ kind: "text", text: text.slice(from, match.index) });
    segments.push({ kind: "link", href: address, external });
    from = match.index + address.length;
  }
  if (from < text.length) segments.push({ kind: "text", text: text.slice(from) });
  return segments;
}

/** A note's text with its addresses as links; line breaks kept. */
export function NoteText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {noteSegments(text).map((segment, i) =>
        segment.kind === "text" ? (
          segment.text
        ) : segment.external ? (
          <a key={i} href={segment.href} rel="noopener noreferrer nofollow" target="_blank" className="underline">
            {segment.href}
          </a>
        ) : (
          <AppLink key={i} href={segment.href} className="underline">
            {segment.href}
          </AppLink>
        ),
      )}
    </p>
  );
}
