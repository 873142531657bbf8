import "server-only";
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { AppError } from "@/lib/errors/app-error";

const SHARED = Symbol.for("registry-lens.pdf-browser");
type Shared = { [SHARED]?: Promise<Browser> };

/**
 * The process's one headless Chromium, launched on first use and shared by every PDF request:
 * starting a browser takes longer than printing a typical report. It lives on globalThis because
 * routes are separate module graphs, and is launched again when it has died.
 */
export async function pdfBrowser(chromiumPath: string): Promise<Browser> {
  const shared = globalThis as Shared;
  const running = await shared[SHARED]?.catch(() => undefined);
  if (running?.isConnected()) return running;
  if (!existsSync(chromiumPath)) {
    throw new AppError("pdf_unavailable", "pdfNoChromium", { detail: `No Chromium at ${chromiumPath}` });
  }
  const launching = chromium.launch({ executablePath: chromiumPath, args: ["--disable-dev-shm-usage"] });
  shared[SHARED] = launching;
  const browser = await launching;
  browser.once("disconnected", () => {
    if (shared[SHARED] === launching) delete shared[SHARED];
  });
  return browser;
}
