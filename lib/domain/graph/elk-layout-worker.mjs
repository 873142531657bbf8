// Runs ELK's layouts in a worker thread, so a large drawing never holds the server's event loop. Plain
// JavaScript loaded by path (see elk-pool.ts): the app's bundler never sees it, so it works unbundled.
import { parentPort } from "node:worker_threads";
import ELK from "elkjs/lib/elk.bundled.js";

const elk = new ELK();

parentPort.on("message", async ({ id, graph }) => {
  try {
    parentPort.postMessage({ id, layout: await elk.layout(graph) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
