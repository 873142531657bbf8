import type { Metadata } from "next";
import { headers } from "next/headers";
import { AppLink } from "@/components/shared/app-link";
import { PendingAnnouncement } from "@/components/shared/link-pending";
import { connection } from "next/server";
import { DemoBanner } from "@/components/layout/demo-banner";
import { isDemoMode } from "@/lib/platform/config/demo-mode";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { ADMIN_ACCESS, allows, ANALYST_ACCESS, AUDIT_ACCESS, CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { awaitingApprovalCount } from "@/lib/domain/cases/case-store";
import { hasRole } from "@/lib/domain/viewer/viewer";
import { openAlertCount } from "@/lib/features/alerts/alert-store";
import { db } from "@/lib/platform/db/db";
import { decodeViewer, VIEWER_HEADER } from "@/lib/edge/auth/viewer-header";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { PAGE_PATH_HEADER } from "@/lib/platform/http/page-path-header";
import { pageTitle } from "@/lib/platform/i18n/page-title";
import { clientMessages } from "@/lib/platform/i18n/client-messages";
import { MESSAGES } from "@/lib/platform/i18n/messages";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("common"), getLocale()]);
  return {
    title: { default: t("appName"), template: pageTitle("%s", locale) },
    description: t("description"),
    icons: ICONS,
    // An internal tool: its pages name companies and people, and belong in no search index.
    robots: { index: false, follow: false },
  };
}

const ICONS: Metadata["icons"] = {
  icon: [
    { url: "/favicon.svg", type: "image/svg+xml" },
    { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: the CSP nonce set in proxy.ts must reach its scripts,
  // which a prerendered page (such as the built-in not-found page) could not carry.
  await connection();
  const requestHeaders = await headers();
  const viewer = decodeViewer(requestHeaders.get(VIEWER_HEADER));
  const locale = await getLocale();
  const t = await getTranslations("common");
  // The header must never fail a page: without the database the count is left out.
  // Only what the account may open is offered (the routes refuse the rest).
  const analyst = allows(ANALYST_ACCESS, viewer);
  const openAlerts =
    viewer && analyst
      ? await db()
          .then((handle) => openAlertCount(handle, viewer.userId))
          .catch(() => null)
      : null;
  const caseReader = allows(CASE_READ_ACCESS, viewer);
  const awaitingMe =
    viewer && hasRole(viewer, "approver")
      ? await db()
          .then((handle) => awaitingApprovalCount(handle, viewer.userId))
          .catch(() => null)
      : null;
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <NextIntlClientProvider messages={clientMessages(MESSAGES[locale])}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
          >
            {t("skipToContent")}
          </a>
          {isDemoMode() && <DemoBanner locale={locale} />}
          <header className="border-b border-slate-200 bg-white print:hidden">
            <nav
              aria-label={t("nav.label")}
              className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"
            >
              <AppLink href={pagePaths.home()} className="font-semibold text-slate-900">
                {t("appName")}
              </AppLink>
              {analyst && (
                <AppLink href={pagePaths.watchlists()} className="text-sm">
                  {t("nav.watchlists")}
                </AppLink>
              )}
              {analyst && (
                <AppLink
                  href={pagePaths.alerts()}
                  className="text-sm"
                  aria-label={openAlerts ? t("nav.alertsOpen", { count: openAlerts }) : undefined}
                >
                  {t("nav.alerts")}
                  {openAlerts ? (
                    <span className="ml-1 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
                      {openAlerts}
                    </span>
                  ) : null}
                </AppLink>
              )}
              {caseReader && (
                <AppLink
                  href={pagePaths.cases()}
                  className="text-sm"
                  aria-label={awaitingMe ? t("nav.casesAwaiting", { count: awaitingMe }) : undefined}
                >
                  {t("nav.cases")}
                  {awaitingMe ? (
                    <span className="ml-1 rounded-full bg-amber-700 px-1.5 text-xs font-semibold text-white">
                      {awaitingMe}
                    </span>
                  ) : null}
                </AppLink>
              )}
              {analyst && (
                <AppLink href={pagePaths.batches()} className="text-sm">
                  {t("nav.batches")}
                </AppLink>
              )}
              {viewer && (
                <AppLink href={pagePaths.credential()} className="text-sm">
                  {t("nav.credential")}
                </AppLink>
              )}
              {viewer && (
                <AppLink href={pagePaths.accountTokens()} className="text-sm">
                  {t("nav.tokens")}
                </AppLink>
              )}
              {viewer && (
                <AppLink href={pagePaths.accountSecurity()} className="text-sm">
                  {t("nav.accountSecurity")}
                </AppLink>
              )}
              {viewer && (
                <AppLink href={pagePaths.apiReference()} className="text-sm">
                  {t("nav.apiReference")}
                </AppLink>
              )}
              {allows(AUDIT_ACCESS, viewer) && (
                <AppLink href={pagePaths.audit()} className="text-sm">
                  {t("nav.audit")}
                </AppLink>
              )}
              {allows(ADMIN_ACCESS, viewer) && (
                <AppLink href={pagePaths.admin()} className="text-sm">
                  {t("nav.admin")}
                </AppLink>
              )}
              {/* On a phone the links wrap onto lines of their own rather than push these off the screen. */}
              <span className="ml-auto flex min-w-0 flex-wrap items-center gap-3 text-sm">
                <LanguageSwitch path={requestHeaders.get(PAGE_PATH_HEADER) ?? "/"} />
                {viewer && <span className="wrap-anywhere">{viewer.email}</span>}
                {viewer && <SignOutButton />}
              </span>
            </nav>
          </header>
          <main id="main" className="mx-auto max-w-6xl px-4 py-6">
            {children}
          </main>
          <PendingAnnouncement />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
