import { describe, expect, it } from "vitest";
import { parseMonitorConfig } from "./monitor-config";

describe("monitoring settings", () => {
  it("default to a daily check, eight at a time, with no webhook or email", () => {
    expect(parseMonitorConfig({})).toEqual({
      intervalMs: 24 * 3600_000,
      concurrency: 8,
      webhook: null,
      email: null,
      autoCase: "high",
    });
  });

  it("read which alerts open a review case by themselves, and refuse any other word at start", () => {
    expect(["high", "medium", "off"].map((v) => parseMonitorConfig({ WATCH_AUTO_CASE: v }).autoCase)).toEqual([
      "high",
      "medium",
      "off",
    ]);
    expect(parseMonitorConfig({ WATCH_AUTO_CASE: " " }).autoCase).toBe("high");
    expect(() => parseMonitorConfig({ WATCH_AUTO_CASE: "yes" })).toThrow(
      "WATCH_AUTO_CASE: must be high (high alerts open a case, the default), medium (medium and high alerts) or off",
    );
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
