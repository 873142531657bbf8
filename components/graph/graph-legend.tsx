/** What the lines and colours mean, in words, on screen and on paper. */
export function GraphLegend({ withheld }: { withheld: boolean }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      <li>Arrow: party → entity in which it holds the role or share</li>
      <li>Solid line: current · dashed line: former (ended, removed or annulled)</li>
      <li>
        <span className="font-bold text-red-800">⚠ SANCTIONED</span>: on a sanctions list (red)
      </li>
      {/* Only when drawn: under a credential that sees personal details the phrase would mislead. */}
      {withheld && (
        <li>
          <em>Personal details withheld</em>: grey, one node per person
        </li>
      )}
      <li>
        <span className="font-bold text-orange-800">↻ loop</span>: ownership or control circles back
      </li>
      <li>Boxes: legal entities · rounded: people</li>
    </ul>
  );
}
