/**
 * Validates the registry configuration and opens (and migrates) the database when the server starts,
 * and makes the start accounts, so a misconfiguration or a data folder in use fails loudly at once;
 * then the daily retention purge.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { registerProcessHandlers } = await import("./lib/log/process-handlers");
  registerProcessHandlers();
  const { registry } = await import("./lib/registry/registry");
  registry();
  const { openAppDatabase } = await import("./lib/db/db");
  const { logger } = await import("./lib/log/logger");
  const started = performance.now();
  try {
    const { kind } = await openAppDatabase();
    logger.info({ event: "database-ready", kind, latencyMs: Math.round(performance.now() - started) });
    const { ensureStartAccounts } = await import("./lib/auth/ensure-start-accounts");
    await ensureStartAccounts();
    const { parseRetentionConfig } = await import("./lib/retention/retention-config");
    const { startDailyRetention } = await import("./lib/retention/daily-retention");
    const { db } = await import("./lib/db/db");
    startDailyRetention(db, parseRetentionConfig(process.env).years, logger);
  } catch (error) {
    logger.fatal({ event: "start-failed", err: error }, error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
