/** A link out of the app: opens separately and tells the other site nothing about this page. */
export function ExternalLink({ href, children }: { href: string; children?: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all"
      // The address is the text: print needs not repeat it after the link.
      data-href-shown={children === undefined ? "" : undefined}
    >
      {children ?? href}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
