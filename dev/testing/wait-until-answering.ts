import type { ChildProcess } from "node:child_process";

/**
 * Polls `url` until the server just started as `child` answers it, with any status (a test may point it
 * at a failing registry, so its health answers 502); fails when the child exits first or the time runs
 * out. Callers add the server's logs to the error.
 */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before answering`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`did not answer at ${url} within ${timeoutMs} ms`);
}
