import "server-only";
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { AppError } from "@/lib/platform/errors/app-error";
import { processWide } from "@/lib/platform/concurrency/process-wide";

const shared = processWide<{ browser?: Promise<Browser> }>("pdf-browser", () => ({}));

/**
 * The process's one headless Chromium, launched on first use and shared by every PDF request:
 * starting a browser takes longer than printing a typical report. Launched again when it has died.
 */
export async function pdfBrowser(chromiumPath: string): Promise<Browser> {
  const running = await shared.browser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  if (!existsSync(chromiumPath)) {
    throw new AppError("pdf_unavailable", "pdfNoChromium", { detail: `No Chromium at ${chromiumPath}` });
  }
  const launching = chromium.launch({ executablePath: chromiumPath, args: ["--disable-dev-shm-usage"] });
  shared.browser = launching;
  const browser = await launching;
  browser.once("disconnected", () => {
    if (shared.browser === launching) shared.browser = undefined;
  });
  return browser;
}
