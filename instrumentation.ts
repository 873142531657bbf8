/** Validates the registry configuration when the server starts, so a misconfiguration fails loudly at once. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { registerProcessHandlers } = await import("./lib/log/process-handlers");
  registerProcessHandlers();
  const { registry } = await import("./lib/registry/registry");
  registry();
}
