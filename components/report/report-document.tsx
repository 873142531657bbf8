import { DemoBanner } from "@/components/layout/demo-banner";
import type { Locale } from "@/lib/platform/i18n/locales";

/** The report's one script: the toolbar's Print button opens the print dialog. */
const PRINT_SCRIPT = `document.querySelector("[data-print-report]")?.addEventListener("click",()=>print())`;

/**
 * The report as a whole HTML document of its own, outside the App Router: no router payload and no app
 * scripts, so the page is as large as what it shows and prints as soon as it has arrived. It links the
 * app's stylesheet and carries one small inline script (under the page's CSP nonce) for the Print button.
 */
export function ReportDocument({
  locale,
  title,
  stylesheets,
  nonce,
  demo,
  children,
}: {
  locale: Locale;
  title: string;
  stylesheets: readonly string[];
  /** The CSP nonce proxy.ts gave this request; without one the button falls back to the browser's Print. */
  nonce: string | null;
  /** The app runs on its demo registry: the banner says so on screen and on paper, as on every page. */
  demo: boolean;
  children: React.ReactNode;
}) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* An internal tool: its pages name companies and people, and belong in no search index. */}
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="min-h-screen">
        {demo && <DemoBanner locale={locale} />}
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          {children}
        </main>
        {nonce && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRINT_SCRIPT }} />}
      </body>
    </html>
  );
}
