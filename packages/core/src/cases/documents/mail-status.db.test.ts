import { ulid } from "ulid";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { drainJobs } from "../../../../api/test/jobs";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { t } from "../../i18n/messages";
import { RenderLetter } from "../../letters/letter-queue";
import { sampleLetter } from "../../letters/pdf/sample-letter";
import { renderLetter } from "../../letters/render-letter";
import { MAIL_TAGS } from "../../mail/mail-status";
import { getMailLog, letterMailId, logQueuedMail, markMailSent } from "../../mail/mail-log";
import { applySesEvent } from "../../mail/ses-events";
import { seedProcedures } from "../../procedures/seed";
import { credit, readAllowance } from "../../billing/entitlements";
import { caseEvents } from "../lists";
import { actor, newCase, newCustomer, newDebtor, refusalOf } from "../testing.db";
import { listCaseDocuments, recordCaseDocument } from "./case-documents";
import { listCaseEmails } from "./case-emails";
import { postLetter } from "./post-letter";
import { handler as sesEventsHandler } from "../../../../functions/src/mail/ses-events";
import { sendingWindowEachTest } from "../../../../api/test/sending-window";

/**
 * Mail status (issue 12 "Mail status reaches the product", docs/deploy.md "Mail status"): SES's events move the
 * mail log and flag a bounced letter; the letter then goes by post through the print queue, paid once.
 */

type Event = "Delivery" | "Bounce" | "Complaint";
/** SES's event JSON as EventBridge's `detail` carries it (the fields we read, and some we do not). */
function sesEvent(
  eventType: Event,
  messageId: string,
  opts: { tags?: Record<string, string[]>; transient?: boolean } = {},
) {
  return {
    eventType,
    mail: { messageId, timestamp: new Date().toISOString(), source: "no-reply@innfri.no", tags: opts.tags ?? {} },
    ...(eventType === "Bounce"
      ? {
          bounce: {
            bounceType: opts.transient ? "Transient" : "Permanent",
            bounceSubType: "General",
            bouncedRecipients: [],
          },
        }
      : {}),
    ...(eventType === "Complaint" ? { complaint: { complainedRecipients: [] } } : {}),
    ...(eventType === "Delivery" ? { delivery: { recipients: [] } } : {}),
  };
}

/** A case with one letter mailed through the SES emulator: its mail log item has SES's message id. */
async function mailedLetter(customerId = "") {
  const customer = customerId || (await newCustomer());
  const { caseId } = await newCase(customer, await newDebtor(customer));
  const letterId = `l-${ulid().slice(-10)}`;
  await renderLetter(
    RenderLetter.parse({
      customerId: customer,
      caseId,
      letterId,
      channels: ["email"],
      email: { to: `status-${ulid().toLowerCase()}@example.no` },
      model: sampleLetter(),
    }),
  );
  await drainJobs({ timeoutMs: 20_000 });
  const mail = (await getMailLog(customer, letterMailId(letterId)))!;
  expect(mail.status).toBe("sent");
  expect(mail.messageId).toBeTruthy();
  return { customerId: customer, caseId, letterId, mailId: mail.mailId, messageId: mail.messageId! };
}

const docOf = async (customerId: string, caseId: string, letterId: string) =>
  (await listCaseDocuments(customerId, caseId)).data.find((d) => d.letterId === letterId)!;
const statusOf = async (customerId: string, mailId: string) => (await getMailLog(customerId, mailId))!.status;

describe("mail status from SES's events", () => {
  sendingWindowEachTest();
  beforeAll(() => seedProcedures());
  afterEach(() => {
    Clock.setOffset(0);
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("a bounce marks the mail bounced and flags its letter; twice, or a delivery after it, changes nothing", async () => {
    const m = await mailedLetter();
    expect((await docOf(m.customerId, m.caseId, m.letterId)).emailBounced).toBe(false);

    const first = await applySesEvent(sesEvent("Bounce", m.messageId));
    expect(first).toMatchObject({ status: "bounced", mail: { mailId: m.mailId, letterId: m.letterId, changed: true } });
    expect(await statusOf(m.customerId, m.mailId)).toBe("bounced");
    expect(await docOf(m.customerId, m.caseId, m.letterId)).toMatchObject({
      emailBounced: true,
      mailStatus: "bounced",
    });
    expect((await listCaseEmails(m.customerId, m.caseId)).data[0]).toMatchObject({
      status: "bounced",
      messageId: m.messageId,
    });

    // SES delivers an event at least once: the same event again is no second effect
    expect((await applySesEvent(sesEvent("Bounce", m.messageId))).mail?.changed).toBe(false);
    // a Delivery after the Bounce (out of order) does not un-bounce it
    expect((await applySesEvent(sesEvent("Delivery", m.messageId))).mail?.changed).toBe(false);
    expect(await statusOf(m.customerId, m.mailId)).toBe("bounced");
    expect((await docOf(m.customerId, m.caseId, m.letterId)).emailBounced).toBe(true);
  });

  it("the deployed function takes SES's event as EventBridge delivers it, tags and all", async () => {
    const m = await mailedLetter();
    const tags = {
      "ses:configuration-set": ["innfri-production"],
      [MAIL_TAGS.customer]: [m.customerId],
      [MAIL_TAGS.mail]: [m.mailId],
    };
    await sesEventsHandler({
      version: "0",
      id: ulid(),
      "detail-type": "Email Bounced",
      source: "aws.ses",
      account: "123456789012",
      time: new Date().toISOString(),
      region: "eu-north-1",
      resources: [],
      detail: sesEvent("Bounce", m.messageId, { tags }),
    });
    expect(await statusOf(m.customerId, m.mailId)).toBe("bounced");
    expect((await docOf(m.customerId, m.caseId, m.letterId)).emailBounced).toBe(true);
  });

  it("a transient bounce (SES still trying) changes nothing", async () => {
    const m = await mailedLetter();
    expect(await applySesEvent(sesEvent("Bounce", m.messageId, { transient: true }))).toEqual({
      status: null,
      mail: null,
    });
    expect(await statusOf(m.customerId, m.mailId)).toBe("sent");
    expect((await docOf(m.customerId, m.caseId, m.letterId)).emailBounced).toBe(false);
  });

  it("a delivery marks it delivered; a complaint then marks it complained; neither flags the letter", async () => {
    const m = await mailedLetter();
    expect((await applySesEvent(sesEvent("Delivery", m.messageId))).mail?.changed).toBe(true);
    expect(await statusOf(m.customerId, m.mailId)).toBe("delivered");
    expect((await applySesEvent(sesEvent("Delivery", m.messageId))).mail?.changed).toBe(false);
    expect((await applySesEvent(sesEvent("Complaint", m.messageId))).mail?.changed).toBe(true);
    expect(await statusOf(m.customerId, m.mailId)).toBe("complained");
    expect((await docOf(m.customerId, m.caseId, m.letterId)).emailBounced).toBe(false);
    expect((await listCaseEmails(m.customerId, m.caseId)).data[0]!.status).toBe("complained");
  });

  it("ignores and logs an event of an unknown message id, and one whose tags name another mail", async () => {
    // the test runs quiet (INNFRI_LOG=silent); this one reads what is logged
    vi.stubEnv("INNFRI_LOG", "info");
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    const unknown = `ses-unknown-${ulid()}`;
    expect(await applySesEvent(sesEvent("Bounce", unknown))).toEqual({ status: "bounced", mail: null });
    expect(
      info.mock.calls.map((c) => String(c[0])).some((l) => l.includes("mail.ses_event_unknown") && l.includes(unknown)),
    ).toBe(true);
    // an event that is not SES's is dropped, logged
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await applySesEvent({ eventType: "Bounce" })).toEqual({ status: null, mail: null });
    expect(warn).toHaveBeenCalledOnce();

    const m = await mailedLetter();
    const forged = { [MAIL_TAGS.customer]: [m.customerId], [MAIL_TAGS.mail]: [m.mailId] };
    expect((await applySesEvent(sesEvent("Bounce", unknown, { tags: forged }))).mail).toBeNull();
    expect(await statusOf(m.customerId, m.mailId)).toBe("sent");
  });

  it("finds a mail by its tags before the sender wrote the message id, which is kept after", async () => {
    const customerId = await newCustomer();
    const { caseId } = await newCase(customerId, await newDebtor(customerId));
    const ref = { customerId, caseId, mailId: `L${ulid()}` };
    await logQueuedMail(ref, { to: "x@example.no", subject: "s", text: "t", html: "h", log: ref });
    const tags = { [MAIL_TAGS.customer]: [customerId], [MAIL_TAGS.mail]: [ref.mailId] };
    expect((await applySesEvent(sesEvent("Delivery", "ses-early-1", { tags }))).mail?.changed).toBe(true);
    await markMailSent(ref, "ses-early-1");
    expect(await getMailLog(customerId, ref.mailId)).toMatchObject({ status: "delivered", messageId: "ses-early-1" });
  });

  it("a bounce that came before the letter's document is recorded still flags it", async () => {
    const m = await mailedLetter();
    await db().entities.caseDocument.delete({ customerId: m.customerId, caseId: m.caseId, letterId: m.letterId }).go();
    await applySesEvent(sesEvent("Bounce", m.messageId));
    await recordCaseDocument({
      customerId: m.customerId,
      caseId: m.caseId,
      letterId: m.letterId,
      kind: "payment-demand",
      title: "Betalingsoppfordring",
      fileName: "b.pdf",
      channels: ["email"],
      pdfKey: "k",
      size: 1,
    });
    expect((await docOf(m.customerId, m.caseId, m.letterId)).emailBounced).toBe(true);
  });
});

describe("sending a bounced letter by post", () => {
  sendingWindowEachTest();
  beforeAll(() => seedProcedures());

  it("queues it for print once, pays half a send once, with the case's event; a second post is refused", async () => {
    const m = await mailedLetter();
    await applySesEvent(sesEvent("Bounce", m.messageId));
    const before = (await readAllowance(m.customerId)).halfSends;

    const doc = await postLetter(m.customerId, m.caseId, m.letterId, actor);
    expect(doc).toMatchObject({ channels: ["email", "post"], status: "queued-for-print", emailBounced: true });
    const printed = (await db().entities.printLetter.get({ customerId: m.customerId, letterId: m.letterId }).go()).data;
    // the print item the step runner's letters get (print-queue.ts), named as the letter shows the case
    expect(printed).toMatchObject({
      status: "queued",
      caseId: m.caseId,
      caseNumber: "2026-0017",
      debtorName: "Kåre Østby-Ærø",
    });
    expect((await readAllowance(m.customerId)).halfSends).toBe(before - 1);
    const events = (await caseEvents(m.customerId, m.caseId)).data.filter((e) => e.kind === "letter-posted");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ by: actor.userId, data: { letterId: m.letterId, emailBounced: true } });

    const again = await refusalOf(postLetter(m.customerId, m.caseId, m.letterId, actor));
    expect(again.fields).toEqual({ letterId: ["caseDocuments.alreadyPosted"] });
    expect(t("en", "caseDocuments.alreadyPosted")).toBe("This letter has already been sent by post.");
    expect((await readAllowance(m.customerId)).halfSends).toBe(before - 1);
  });

  it("two posts at once: one posts and pays, the other is refused", async () => {
    const m = await mailedLetter();
    await applySesEvent(sesEvent("Bounce", m.messageId));
    const before = (await readAllowance(m.customerId)).halfSends;
    const results = await Promise.allSettled(
      [0, 1, 2].map(() => postLetter(m.customerId, m.caseId, m.letterId, actor)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        fields: { letterId: ["caseDocuments.alreadyPosted"] },
      });
    expect((await readAllowance(m.customerId)).halfSends).toBe(before - 1);
    expect((await caseEvents(m.customerId, m.caseId)).data.filter((e) => e.kind === "letter-posted")).toHaveLength(1);
  });

  it("refuses without a send left, and for a letter the customer or case does not have", async () => {
    const m = await mailedLetter();
    const left = (await readAllowance(m.customerId)).halfSends;
    await credit(m.customerId, { halfSends: -left }, "test", { userId: "system" });
    const none = await refusalOf(postLetter(m.customerId, m.caseId, m.letterId, actor));
    expect(none.fields).toEqual({ allowance: ["cases.notEnoughSends"] });
    expect((await docOf(m.customerId, m.caseId, m.letterId)).channels).toEqual(["email"]);
    expect(
      (await db().entities.printLetter.get({ customerId: m.customerId, letterId: m.letterId }).go()).data,
    ).toBeNull();
    expect((await refusalOf(postLetter(m.customerId, m.caseId, "no-such", actor))).code).toBe("NOT_FOUND");
    expect((await refusalOf(postLetter(ulid(), m.caseId, m.letterId, actor))).code).toBe("NOT_FOUND");
  });
});
