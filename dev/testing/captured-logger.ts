import { Writable } from "node:stream";
import type * as LoggerModule from "@/lib/platform/log/logger";

/**
 * The app's log lines during a test: `factory` replaces the logger module's logger with one writing
 * into `lines`. Create it in vi.hoisted and pass the factory to vi.mock("@/lib/platform/log/logger").
 */
export function capturedLogger() {
  const lines: string[] = [];
  const factory = async (importOriginal: () => Promise<typeof LoggerModule>) => {
    const original = await importOriginal();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { ...original, logger: original.createLogger(stream) };
  };
  return { lines, factory };
}
