import { describe, expect, it } from "vitest";
import { parseMonitorConfig } from "./monitor-config";

describe("monitoring settings", () => {
  it("default to a daily check, eight at a time, with no webhook or email", () => {
    expect(parseMonitorConfig({})).toEqual({
      intervalMs: 24 * 3600_000,
      concurrency: 8,
      webhook: null,
      email: null,
    });
  });

  it("read the webhook, its secret and SMTP, and refuse a webhook without a secret, never repeating values", () => {
    const config = parseMonitorConfig({
      MONITOR_INTERVAL_HOURS: "0.5",
      ALERT_WEBHOOK_URL: "https://hooks.example/registry",
      ALERT_WEBHOOK_SECRET: "a-long-enough-secret",
      SMTP_URL: "smtp://mail.example:25",
    });
    expect(config).toMatchObject({
      intervalMs: 1_800_000,
      webhook: { url: "https://hooks.example/registry", secret: "a-long-enough-secret" },
      email: { smtpUrl: "smtp://mail.example:25" },
    });
    expect(() => parseMonitorConfig({ ALERT_WEBHOOK_URL: "https://hooks.example/x" })).toThrow(
      "ALERT_WEBHOOK_SECRET: is required when ALERT_WEBHOOK_URL is set: every alert is signed with it",
    );
    expect(() => parseMonitorConfig({ MONITOR_INTERVAL_HOURS: "0" })).toThrow(
      "MONITOR_INTERVAL_HOURS: must be above 0",
    );
  });
});
