/**
 * Validates the registry, ownership, case and risk model configuration and opens (and migrates) the database when
 * the server starts, makes the start accounts and starts the job queue (the daily retention purge among its jobs), so a
 * misconfiguration or a data folder in use fails loudly at once; then runs the graph layout engine once, and in demo
 * mode opens the demo cases and makes the demo watchlist (DEMO_CASES), all in the background.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { registerProcessHandlers } = await import("./lib/platform/log/process-handlers");
  registerProcessHandlers();
  const { registry } = await import("./lib/registry/client/registry");
  registry();
  const { db, openAppDatabase } = await import("./lib/platform/db/db");
  const { logger } = await import("./lib/platform/log/logger");
  const started = performance.now();
  try {
    const { checkHostsPinned } = await import("./lib/platform/config/security-config");
    checkHostsPinned(process.env);
    const { parseOwnershipConfig } = await import("./lib/features/ownership/ownership-config");
    parseOwnershipConfig(process.env);
    const { parseCaseConfig } = await import("./lib/domain/cases/case-config");
    parseCaseConfig(process.env);
    const { parseRiskConfig } = await import("./lib/domain/cases/risk-model");
    parseRiskConfig(process.env);
    const { kind } = await openAppDatabase();
    logger.info({ event: "database-ready", kind, latencyMs: Math.round(performance.now() - started) });
    const { keyAuditChainFromEnv } = await import("./lib/domain/audit/audit-chain-key");
    keyAuditChainFromEnv(process.env);
    const { ensureChainKeyed } = await import("./lib/domain/audit/chain-keyed-marker");
    const { parseAuditConfig } = await import("./lib/domain/audit/audit-config");
    if (await ensureChainKeyed(await db(), parseAuditConfig(process.env).acceptUnkeyedUntil))
      logger.info({ event: "audit-chain-keyed" }, "the audit trail is keyed from now on");
    const { ensureStartAccounts } = await import("./lib/edge/auth/ensure-start-accounts");
    await ensureStartAccounts();
    const { appJobQueue } = await import("./lib/features/jobs/app-job-queue");
    await appJobQueue();
    const { authSettings } = await import("./lib/edge/auth/auth");
    const { demoCasesWanted } = await import("./lib/features/cases/demo-cases");
    // Not waited for: the demo cases wait for the registry and its determinations, never for the server to answer.
    if (authSettings().demoMode && demoCasesWanted(process.env)) {
      void openDemoCases().catch((error: unknown) =>
        logger.warn({ event: "demo-cases-failed", err: error }, "the demo cases were not opened"),
      );
      void makeDemoWatchlist().catch((error: unknown) =>
        logger.warn({ event: "demo-watchlist-failed", err: error }, "the demo watchlist was not made"),
      );
    }
    // Not waited for: the server answers meanwhile, and a failed warm-up only costs the first graph its time.
    void import("./lib/domain/graph/layout-graph")
      .then(({ warmLayoutEngine }) => warmLayoutEngine())
      .catch((error: unknown) => logger.warn({ event: "layout-warm-up-failed", err: error }));
  } catch (error) {
    logger.fatal({ event: "start-failed", err: error }, error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Demo mode's cases on the showcase entities, worked by the demo accounts (only when no case exists yet). */
async function openDemoCases(): Promise<void> {
  const { seedDemoCases } = await import("./lib/features/cases/demo-cases");
  const { openCase } = await import("./lib/features/cases/case-service");
  const { DEMO_ACCOUNTS } = await import("./lib/edge/auth/demo-accounts");
  const { parseCaseConfig } = await import("./lib/domain/cases/case-config");
  const { db } = await import("./lib/platform/db/db");
  const { logger } = await import("./lib/platform/log/logger");
  const email = (purpose: (typeof DEMO_ACCOUNTS)[number]["purpose"]) =>
    DEMO_ACCOUNTS.find((account) => account.purpose === purpose)!.email;
  await seedDemoCases({
    db: await db(),
    open: openCase,
    accounts: { analyst: email("analyst"), personal: email("personal"), approver: email("approver") },
    config: parseCaseConfig(process.env),
    log: logger,
  });
}

/** Demo mode's watchlist: a showcase entity whose structure changes upstream, seen by every demo account. */
async function makeDemoWatchlist(): Promise<void> {
  const { seedDemoWatchlist } = await import("./lib/features/watchlists/demo-watchlist");
  const { parseMonitorConfig } = await import("./lib/features/monitor/monitor-config");
  const { DEMO_ACCOUNTS } = await import("./lib/edge/auth/demo-accounts");
  const { db } = await import("./lib/platform/db/db");
  const { logger } = await import("./lib/platform/log/logger");
  await seedDemoWatchlist({
    db: await db(),
    owner: DEMO_ACCOUNTS.find((account) => account.purpose === "analyst")!.email,
    intervalMs: parseMonitorConfig(process.env).intervalMs,
    log: logger,
  });
}
