/**
 * Validates the registry, ownership, case and risk model configuration and opens (and migrates) the database when
 * the server starts, makes the start accounts and starts the job queue (the daily retention purge among its jobs), so a
 * misconfiguration or a data folder in use fails loudly at once; then runs the graph layout engine once.
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
    // Not waited for: the server answers meanwhile, and a failed warm-up only costs the first graph its time.
    void import("./lib/domain/graph/layout-graph")
      .then(({ warmLayoutEngine }) => warmLayoutEngine())
      .catch((error: unknown) => logger.warn({ event: "layout-warm-up-failed", err: error }));
  } catch (error) {
    logger.fatal({ event: "start-failed", err: error }, error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
