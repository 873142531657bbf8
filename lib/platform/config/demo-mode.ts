/** Whether the app runs on the demo registry (scripts/start.ts sets DEMO_MODE=1 when it starts one). */
export function isDemoMode(env: Record<string, string | undefined> = process.env): boolean {
  return env.DEMO_MODE === "1";
}
