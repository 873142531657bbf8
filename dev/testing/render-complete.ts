import type { ReactNode } from "react";
import { prerender } from "react-dom/static";

/**
 * The HTML of a tree once every suspended part has resolved, as the server's stream ends up holding it
 * (renderToString stops at the first lazily loaded part).
 */
export async function renderComplete(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}
