import type { GraphWords } from "./graph-words";

/** A tile's size in drawing units, printed one to one: fits A4 and Letter inside the report's margins. */
const TILE_WIDTH = 680;
const TILE_HEIGHT = 860;

/**
 * The drawing on paper, cut into page-sized tiles printed one to one, so its 12-unit text stays at
 * 9 pt however wide the graph is (scaling the whole drawing to the page would shrink it below 8 pt).
 * Each tile shows part of the drawing by reference to it: the markup is not repeated.
 */
export function GraphPrintTiles({
  drawingId,
  width,
  height,
  words: { t },
}: {
  drawingId: string;
  width: number;
  height: number;
  words: GraphWords;
}) {
  const columns = Math.ceil(width / TILE_WIDTH);
  const rows = Math.ceil(height / TILE_HEIGHT);
  const tiles = Array.from({ length: rows * columns }, (_, i) => ({
    x: (i % columns) * TILE_WIDTH,
    y: Math.floor(i / columns) * TILE_HEIGHT,
    row: Math.floor(i / columns) + 1,
    column: (i % columns) + 1,
  }));
  return (
    <div className="hidden print:block">
      {tiles.map((tile, i) => {
        const w = Math.min(TILE_WIDTH, width - tile.x);
        const h = Math.min(TILE_HEIGHT, height - tile.y);
        return (
          <figure key={i} data-print-tile="" className="break-inside-avoid pb-2">
            <svg width={w} height={h} viewBox={`${tile.x} ${tile.y} ${w} ${h}`} aria-hidden="true">
              <use href={`#${drawingId}`} />
            </svg>
            {tiles.length > 1 && (
              <figcaption className="text-xs text-slate-600">
                {t("print.tile", {
                  part: i + 1,
                  parts: tiles.length,
                  row: tile.row,
                  rows,
                  column: tile.column,
                  columns,
                })}
              </figcaption>
            )}
          </figure>
        );
      })}
    </div>
  );
}
