import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { connection } from "next/server";
import { DemoBanner } from "@/components/layout/demo-banner";
import { isDemoMode } from "@/lib/demo-mode";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { canReadAudit } from "@/lib/audit/audit-readers";
import { hasRole } from "@/lib/auth/viewer";
import { openAlertCount } from "@/lib/alerts/alert-store";
import { db } from "@/lib/db/db";
import { decodeViewer, VIEWER_HEADER } from "@/lib/auth/viewer-header";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Registry Lens", template: "%s · Registry Lens" },
  description: "Look up legal entities in the register: officers, owners, sanctions and history.",
  icons: {
    icon: [
      { url: "/favicon.svg", type: "image/svg+xml" },
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
    ],
  },
  // An internal tool: its pages name companies and people, and belong in no search index.
  robots: { index: false, follow: false },
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: the CSP nonce set in proxy.ts must reach its scripts,
  // which a prerendered page (such as the built-in not-found page) could not carry.
  await connection();
  const viewer = decodeViewer((await headers()).get(VIEWER_HEADER));
  // The header must never fail a page: without the database the count is left out.
  const openAlerts = viewer
    ? await db()
        .then((handle) => openAlertCount(handle, viewer.userId))
        .catch(() => null)
    : null;
  return (
    <html lang="en">
      <body className="min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        {isDemoMode() && <DemoBanner />}
        <header className="border-b border-slate-200 bg-white print:hidden">
          <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
            <Link href="/" className="font-semibold text-slate-900">
              Registry Lens
            </Link>
            {viewer && (
              <Link href="/watchlists" className="text-sm">
                Watchlists
              </Link>
            )}
            {viewer && (
              <Link
                href="/alerts"
                className="text-sm"
                aria-label={openAlerts ? `Alerts: ${openAlerts} open` : undefined}
              >
                Alerts
                {openAlerts ? (
                  <span className="ml-1 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
                    {openAlerts}
                  </span>
                ) : null}
              </Link>
            )}
            {viewer && (
              <Link href="/batches" className="text-sm">
                Batches
              </Link>
            )}
            {viewer && (
              <Link href="/credential" className="text-sm">
                Credential
              </Link>
            )}
            {viewer && canReadAudit(viewer) && (
              <Link href="/audit" className="text-sm">
                Audit trail
              </Link>
            )}
            {viewer && hasRole(viewer, "admin") && (
              <Link href="/admin" className="text-sm">
                Administration
              </Link>
            )}
            {viewer && (
              <span className="ml-auto flex items-center gap-3 text-sm">
                <span>{viewer.email}</span>
                <SignOutButton />
              </span>
            )}
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          {children}
        </main>
      </body>
    </html>
  );
}
