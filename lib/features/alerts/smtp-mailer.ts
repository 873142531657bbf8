import nodemailer from "nodemailer";
import type { DigestMail } from "./alert-digest";

/** Sends the app's emails through SMTP_URL (nodemailer), from ALERT_EMAIL_FROM. */
export function smtpMailer(smtpUrl: string, from: string): (mail: DigestMail) => Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
