import { afterAll, beforeAll, expect, it } from "vitest";
import { user } from "@/lib/platform/db/schema/auth";
import { alertLists, alerts, watchEntries, watchlists } from "@/lib/platform/db/schema/watchlists";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { startSmtpReceiver, type SmtpReceiver } from "@/dev/testing/smtp-receiver";
import { type DigestMail, sendAlertDigests } from "./alert-digest";
import { smtpMailer } from "./smtp-mailer";

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const SHA = (c: string) => c.repeat(64);
/** The message with quoted-printable soft breaks and escapes undone, as a mail reader shows it. */
const readable = (data: string | undefined) =>
  Buffer.from(
    (data ?? "")
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    // Each escape is one byte of the UTF-8 text.
    "latin1",
  ).toString("utf8");

forEachDatabase("the daily alert digest", (database) => {
  it("emails each user the new alerts on the lists they may see, once, through SMTP", async () => {
    smtp.mails.length = 0;
    await database()
      .insert(user)
      .values([
        { id: "u-ieva", name: "Ieva", email: "ieva@example.lv" },
        { id: "u-juris", name: "Juris", email: "juris@example.lv" },
        { id: "u-off", name: "Off", email: "off@example.lv", disabled: true },
      ]);
    const [list] = await database()
      .insert(watchlists)
      .values({ name: "Suppliers", ownerId: "u-ieva", sharing: "everyone" })
      .returning({ id: watchlists.id });
    const [own] = await database()
      .insert(watchlists)
      .values({ name: "Ieva's own", ownerId: "u-ieva" })
      .returning({ id: watchlists.id });
    await database()
      .insert(watchEntries)
      .values([
        { watchlistId: list.id, regcode: "40003510005" },
        { watchlistId: own.id, regcode: "40003510005" },
        { watchlistId: own.id, regcode: "40003520003" },
      ]);
    const at = new Date("2026-11-24T06:00:00Z");
    const [onBoth, onOwn] = await database()
      .insert(alerts)
      .values([
        {
          regcode: "40003510005",
          legalName: 'AS "Ziemeļu Dzintars Demo"',
          severity: "high",
          summary: "Significant: sanctions added. Changed: Sanctions (2).",
          fromSha256: SHA("a"),
          toSha256: SHA("b"),
          createdAt: at,
        },
        {
          regcode: "40003520003",
          severity: "medium",
          summary: "Changed: Officers (1).",
          fromSha256: SHA("c"),
          toSha256: SHA("d"),
          createdAt: at,
        },
      ])
      .returning({ id: alerts.id });
    // One alert on both lists holding its entity; Juris sees only the one shared with everyone.
    await database()
      .insert(alertLists)
      .values([
        { alertId: onBoth.id, watchlistId: list.id },
        { alertId: onBoth.id, watchlistId: own.id },
        { alertId: onOwn.id, watchlistId: own.id },
      ]);
    const send = smtpMailer(smtp.url, "Registry Lens <alerts@lens.example>");
    const now = new Date("2026-11-24T07:00:00Z");
    expect(await sendAlertDigests(database(), send, { now, appUrl: "https://lens.example" })).toEqual({ sent: 2 });
    const byRecipient = Object.fromEntries(smtp.mails.map((m) => [m.to.join(","), m]));
    expect(Object.keys(byRecipient).sort()).toEqual(["ieva@example.lv", "juris@example.lv"]);
    expect(byRecipient["ieva@example.lv"]?.data).toContain("Subject: Registry Lens: 2 new alerts, 1 high");
    expect(byRecipient["juris@example.lv"]?.data).toContain("Subject: Registry Lens: 1 new alert, 1 high");
    expect(byRecipient["juris@example.lv"]?.data).not.toContain("40003520003");
    expect(readable(byRecipient["ieva@example.lv"]?.data)).toContain(
      `https://lens.example/entities/40003510005/changes?from=${SHA("a")}&to=${SHA("b")}`,
    );
    // Each alert names its entity beside the number, as the alerts page does.
    expect(readable(byRecipient["ieva@example.lv"]?.data)).toContain('HIGH AS "Ziemeļu Dzintars Demo" 40003510005 (');
    // Each alert once, with the names of those of its lists the user may see.
    expect(readable(byRecipient["ieva@example.lv"]?.data)).toContain("40003510005 (Suppliers, Ieva's own)");
    expect(readable(byRecipient["ieva@example.lv"]?.data).match(/40003510005 \(/g)).toHaveLength(1);
    expect(readable(byRecipient["juris@example.lv"]?.data)).toContain("40003510005 (Suppliers)");
    expect(byRecipient["ieva@example.lv"]?.from).toBe("alerts@lens.example");

    // Nothing new since: nobody is emailed again.
    expect(
      await sendAlertDigests(database(), send, { now: new Date("2026-11-25T07:00:00Z"), appUrl: undefined }),
    ).toEqual({
      sent: 0,
    });
    expect(smtp.mails).toHaveLength(2);
  });

  it("writes to a user in the language saved with their account", async () => {
    await database().insert(user).values({ id: "u-anna", name: "Anna", email: "anna@example.lv", locale: "lv" });
    const [list] = await database()
      .insert(watchlists)
      .values({ name: "Annas saraksts", ownerId: "u-anna" })
      .returning({ id: watchlists.id });
    await database().insert(watchEntries).values({ watchlistId: list.id, regcode: "40003510005" });
    const [raised] = await database()
      .insert(alerts)
      .values({
        regcode: "40003510005",
        severity: "high",
        summary: "Significant: sanctions added. Changed: Sanctions (2).",
        findings: {
          sanctionsAdded: true,
          statusTo: null,
          majorityOwnerChanged: false,
          sections: [{ section: "sanctions", count: 2 }],
        },
        fromSha256: SHA("e"),
        toSha256: SHA("f"),
        createdAt: new Date("2026-11-26T06:00:00Z"),
      })
      .returning({ id: alerts.id });
    await database().insert(alertLists).values({ alertId: raised.id, watchlistId: list.id });
    const mails: DigestMail[] = [];
    const now = new Date("2026-11-26T07:00:00Z");
    await sendAlertDigests(database(), async (mail) => void mails.push(mail), { now, appUrl: undefined });
    expect(mails.map((m) => m.to)).toEqual(["anna@example.lv"]);
    // Her own list's alert, and the one on Ieva's list shared with everyone, raised before she joined.
    expect(mails[0]?.subject).toBe("Registry Lens: 2 jauni brīdinājumi, 2 ar augstu svarīgumu");
    expect(mails[0]?.text).toContain("Izmaiņas jūsu novērošanas sarakstos kopš iepriekšējā kopsavilkuma:");
    expect(mails[0]?.text).toContain(
      "- AUGSTS 40003510005 (Annas saraksts), 2026-11-26T06:00:00.000Z: Būtiski: pievienotas sankcijas.",
    );
    expect(mails[0]?.text).toContain("Apstipriniet tos sadaļā „Brīdinājumi”.");
  });
});
