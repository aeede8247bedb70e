/**
 * Mail status under `npm start` (docs/deploy.md "Mail status"): the mail viewer's buttons play SES's events for a
 * mail of the emulator through the same applySesEvent the deployed MailEvents function runs.
 */
import { Hono } from "hono";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "@innfri/core/config";
import { getMailLog, logQueuedMail } from "@innfri/core/mail/mail-log";
import { sendMail } from "@innfri/core/mail/send";
import { startServer, type LocalServer } from "../../../scripts/local/server";

describe("/_local/mail/{id}/{deliver|bounce|complain}", () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      api: new Hono().basePath("/v1"),
      webDist: "/nonexistent",
      registerRealtime: false,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  const post = (p: string) =>
    fetch(`http://127.0.0.1:${server.port}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });

  it("moves a logged mail of the emulator to bounced, never back; offers the buttons; 404 for a mail it does not have", async () => {
    const ref = { customerId: ulid(), caseId: "1", mailId: `L${ulid()}` };
    const mail = {
      to: `local-${ulid().toLowerCase()}@firma.test`,
      subject: "Purring",
      text: "t",
      html: "<p>t</p>",
      log: ref,
    };
    await logQueuedMail(ref, mail);
    // sent naming the configuration set, as deployed (the emulator takes and ignores it)
    expect(config().mailConfigurationSet).toBe("innfri-local");
    await sendMail(mail); // through the emulator, as the jobs consumer sends it: the log keeps SES's message id
    const { messageId } = (await getMailLog(ref.customerId, ref.mailId))!;
    expect(messageId).toMatch(/^ses-/);

    const page = await (await fetch(`http://127.0.0.1:${server.port}/_local/mail`)).text();
    expect(page).toContain(`data-event="bounce" data-id="${messageId}"`);

    const bounced = await post(`/_local/mail/${messageId}/bounce`);
    expect(bounced.status).toBe(200);
    expect(await bounced.json()).toMatchObject({ status: "bounced", mail: { mailId: ref.mailId, changed: true } });
    expect(await (await post(`/_local/mail/${messageId}/deliver`)).json()).toMatchObject({ mail: { changed: false } });
    expect((await getMailLog(ref.customerId, ref.mailId))!.status).toBe("bounced");
    expect((await post(`/_local/mail/ses-none/bounce`)).status).toBe(404);
    // like every POST under /_local: JSON only, same origin only
    const form = await fetch(`http://127.0.0.1:${server.port}/_local/mail/${messageId}/complain`, { method: "POST" });
    expect(form.status).toBe(415);
  });
});
