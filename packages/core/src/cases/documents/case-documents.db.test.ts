import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { mailTo, waitForMail } from "../../../../api/test/mail";
import { drainJobs } from "../../../../api/test/jobs";
import { Clock } from "../../clock";
import { t } from "../../i18n/messages";
import { RenderLetter } from "../../letters/letter-queue";
import { sampleLetter } from "../../letters/pdf/sample-letter";
import { markPrint } from "../../letters/print-queue";
import { renderLetter } from "../../letters/render-letter";
import { getMailLog, letterMailId, recordMailEvent } from "../../mail/mail-log";
import { stepsOf } from "../../procedures";
import { seedProcedures } from "../../procedures/seed";
import { AppError } from "../../util/error";
import { caseEvents } from "../lists";
import { getCase } from "../store";
import { newCase, newCustomer, newDebtor, refusalOf } from "../testing.db";
import { readAllowance, usageOf } from "../../billing/entitlements";
import { closeCase } from "../operations/close";
import { caseDocumentFile, listCaseDocuments } from "./case-documents";
import { listCaseEmails, resendCaseEmail } from "./case-emails";
import { previewCaseDocument } from "./preview";
import { getStepResponse, putStepResponse } from "./step-responses";
import { sendingWindowEachTest } from "../../../../api/test/sending-window";

/** A customer with one started case (number 1) of a person debtor. */
async function oneCase() {
  await seedProcedures(); // the procedures a case follows (creates only what is missing)
  const customerId = await newCustomer({ name: "Brevskriver AS", cases: 5, sends: 5 });
  const debtorId = await newDebtor(customerId, { email: false });
  await newCase(customerId, debtorId, { number: "F-1" });
  return customerId;
}

/** The field → message of a 422 in one language. */
async function fieldMessages(p: Promise<unknown>, lang: "no" | "en"): Promise<Record<string, string>> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError) || err.code !== "VALIDATION") throw err ?? new Error("not refused");
  return Object.fromEntries(Object.entries(err.fields ?? {}).map(([f, keys]) => [f, t(lang, keys[0]!)]));
}

describe("a case's documents and email log", () => {
  sendingWindowEachTest();
  afterEach(() => Clock.setOffset(0));

  it("records one document per letter however often the job runs, mails it, logs the mail and follows the print", async () => {
    const customerId = await oneCase();
    const to = `doc-${ulid()}@example.no`;
    const payload = RenderLetter.parse({
      customerId,
      caseId: "1",
      letterId: "letter-a",
      caseStepId: "cs-1",
      channels: ["email", "post"],
      email: { to },
      model: sampleLetter(),
    });
    await renderLetter(payload);
    await renderLetter(payload); // a retried delivery
    await drainJobs({ timeoutMs: 20_000 });
    await waitForMail(to);
    expect(await mailTo(to)).toHaveLength(1);

    const { data: docs, total } = await listCaseDocuments(customerId, "1");
    expect(total).toBe(1);
    expect(docs[0]).toMatchObject({
      letterId: "letter-a",
      caseId: "1",
      caseStepId: "cs-1",
      kind: "payment-demand",
      fileName: "betalingsoppfordring-2026-0017.pdf",
      channels: ["email", "post"],
      status: "queued-for-print",
    });
    const file = await caseDocumentFile(customerId, "1", "letter-a");
    expect(file.body.byteLength).toBe(docs[0]!.size);
    expect(Buffer.from(file.body.slice(0, 5)).toString()).toBe("%PDF-");
    expect((await previewCaseDocument(customerId, "1", { letterId: "letter-a" }, new Date())).model).toMatchObject({
      caseNumber: "2026-0017",
    });

    const { data: emails } = await listCaseEmails(customerId, "1");
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      id: letterMailId("letter-a"),
      letterId: "letter-a",
      to,
      status: "sent",
      attachmentNames: ["betalingsoppfordring-2026-0017.pdf"],
      resendOf: null,
    });
    expect(emails[0]!.messageId).toBeTruthy();
    expect(emails[0]!.sentAt).toBeGreaterThan(0);
    // the letter says when its mail went (C11)
    expect((await listCaseDocuments(customerId, "1")).data[0]!.mailSentAt).toBe(emails[0]!.sentAt);
    // SES's events move it on, never back
    expect(await recordMailEvent(emails[0]!.messageId!, "delivered")).toMatchObject({ caseId: expect.any(String) });
    expect(await recordMailEvent("no-such-message", "bounced")).toBeNull();
    expect((await getMailLog(customerId, emails[0]!.id))!.status).toBe("delivered");

    await markPrint({ customerId, letterId: "letter-a" }, "printed");
    expect((await listCaseDocuments(customerId, "1")).data[0]!.status).toBe("printed");
    await markPrint({ customerId, letterId: "letter-a" }, "sent");
    expect((await listCaseDocuments(customerId, "1")).data[0]!.status).toBe("sent");
    // another customer's case or letter is not found
    await expect(listCaseDocuments(ulid(), "1")).rejects.toThrow();
    await expect(caseDocumentFile(customerId, "1", "letter-x")).rejects.toThrow();
  });

  it("resends a mail once per Idempotency-Key, as a new row of the log", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z")); // Friday 11:00: inside the sending window
    const customerId = await oneCase();
    const to = `resend-${ulid()}@example.no`;
    await renderLetter(
      RenderLetter.parse({
        customerId,
        caseId: "1",
        letterId: "letter-b",
        channels: ["email"],
        email: { to },
        model: sampleLetter(),
      }),
    );
    await drainJobs({ timeoutMs: 20_000 });
    const first = letterMailId("letter-b");
    expect((await listCaseDocuments(customerId, "1")).data[0]!.status).toBe("mailed");

    const again = await resendCaseEmail(customerId, first, { userId: "u1", idempotencyKey: "k-1" });
    const repeat = await resendCaseEmail(customerId, first, { userId: "u1", idempotencyKey: "k-1" });
    expect(repeat.id).toBe(again.id);
    expect(again).toMatchObject({ resendOf: first, letterId: "letter-b", to });
    await drainJobs({ timeoutMs: 20_000 });
    expect(await mailTo(to)).toHaveLength(2);
    const { data } = await listCaseEmails(customerId, "1");
    // newest first, as the documents tab
    expect(data.map((m) => [m.resendOf, m.status])).toEqual([
      [first, "sent"],
      [null, "sent"],
    ]);
    // the key with another mail is refused; without a key each resend is new
    await expect(resendCaseEmail(customerId, again.id, { userId: "u1", idempotencyKey: "k-1" })).rejects.toMatchObject({
      code: "VALIDATION",
    });
    await resendCaseEmail(customerId, first, { userId: "u1" });
    await drainJobs({ timeoutMs: 20_000 });
    expect(await mailTo(to)).toHaveLength(3);
    await expect(resendCaseEmail(customerId, "nope", { userId: "u1" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a resend outside the sending window, beyond its limit, and on a paused or closed case (G3)", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const customerId = await oneCase();
    const to = `g3-${ulid()}@example.no`;
    await renderLetter(
      RenderLetter.parse({ customerId, caseId: "1", letterId: "letter-g3", channels: ["email"], email: { to }, model: sampleLetter() }),
    );
    const first = letterMailId("letter-g3");
    const sends = async () => (await readAllowance(customerId)).halfSends;
    const before = await sends();
    // Sunday 22.11 12:00: no mail to a debtor; it says when it may go
    Clock.setNow(new Date("2026-11-22T11:00:00Z"));
    const sunday = await refusalOf(resendCaseEmail(customerId, first, { userId: "u1" }));
    expect(sunday.fields).toEqual({ id: ["letterSend.outsideWindow"] });
    expect(t("en", "letterSend.outsideWindow", sunday.params)).toContain("23.11.2026 08:00");
    // Monday: a resend counts as a send (an e-mail: two half-sends), and one letter is resent at most 3 times
    Clock.setNow(new Date("2026-11-23T10:00:00Z"));
    await resendCaseEmail(customerId, first, { userId: "u1" });
    expect(await sends()).toBe(before - 2);
    expect((await usageOf(customerId, "2026-11-23", "2026-11-23")).resend).toMatchObject({ count: 1, halfSends: -2 });
    Clock.setNow(new Date("2026-11-23T12:00:00Z"));
    await resendCaseEmail(customerId, first, { userId: "u2" });
    await resendCaseEmail(customerId, first, { userId: "u3" });
    Clock.setNow(new Date("2026-11-23T14:00:00Z"));
    const limit = await refusalOf(resendCaseEmail(customerId, first, { userId: "u1" }));
    expect(limit.fields).toEqual({ id: ["letterSend.resendLimit"] });
    expect(t("no", "letterSend.resendLimit", limit.params)).toContain("3 ganger");
    // a closed case sends nothing again (G3: "case paid in full", then a resend)
    await closeCase(customerId, "1", { reason: "case-paid-in-full" }, { userId: "u1" });
    expect((await refusalOf(resendCaseEmail(customerId, first, { userId: "u1" }))).fields).toEqual({ id: ["letterSend.caseClosed"] });
  });

  it("records a step's response, refusing per field in both languages, with an event", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    await seedProcedures();
    const customerId = await oneCase();
    const steps = await stepsOf("person");
    const petition = steps.find((s) => s.kind === "enforcement-petition")!;
    const reminder = steps.find((s) => s.kind === "reminder")!;
    const by = { userId: "u1", name: "Ola" };

    const empty = await getStepResponse(customerId, "1", petition.id);
    expect(empty).toMatchObject({ kind: "enforcement-petition", issueDate: null, updatedAt: null });
    expect(empty.fields).toContain("namsbokNumber");

    const bad = putStepResponse(
      customerId,
      "1",
      petition.id,
      {
        issueDate: "2026-12-01",
        monthlyDeductionOre: 0,
        propertyPostcode: "12",
        totalAgreedOre: 100,
        vehicleRegistration: "ÆØ!",
      },
      by,
    );
    expect(await fieldMessages(bad, "no")).toEqual({
      issueDate: "Datoen kan ikke være fram i tid.",
      monthlyDeductionOre: "Beløpet må være større enn 0.",
      firstWithdrawalDate: "Fyll inn både månedlig trekk og første trekkdato.",
      propertyPostcode: "Skriv inn et gyldig postnummer (4 siffer).",
      propertyAddress: "Fyll inn både adresse og postnummer for eiendommen.",
      totalAgreedOre: "Feltet hører ikke til dette steget.",
      vehicleRegistration: "Skriv inn et gyldig kjennemerke (f.eks. AB 12345).",
    });
    expect(await fieldMessages(putStepResponse(customerId, "1", petition.id, {}, by), "en")).toEqual({
      issueDate: "Please enter the date of the decision.",
    });
    expect(
      await fieldMessages(putStepResponse(customerId, "1", reminder.id, { issueDate: "2026-11-01" }, by), "en"),
    ).toEqual({
      stepId: "This step does not receive a response.",
    });

    const saved = await putStepResponse(
      customerId,
      "1",
      petition.id,
      {
        issueDate: "2026-11-10",
        namsbokNumber: " 26-123456ENE-NAMO ",
        monthlyDeductionOre: 2_500_00,
        firstWithdrawalDate: "2026-12-20",
        vehicleRegistration: "ab-12345",
      },
      by,
    );
    expect(saved).toMatchObject({
      namsbokNumber: "26-123456ENE-NAMO",
      vehicleRegistration: "AB 12345",
      propertyAddress: null,
    });
    expect(await getStepResponse(customerId, "1", petition.id)).toMatchObject({
      issueDate: "2026-11-10",
      monthlyDeductionOre: 2_500_00,
      updatedBy: "u1",
    });
    const { data: events } = await caseEvents(customerId, "1");
    // a payroll deduction recorded: the case is in ongoing-payroll (SPEC 4), said by the response's event
    expect(events.at(-1)).toMatchObject({
      kind: "step-response",
      by: "u1",
      status: "ongoing-payroll",
      data: { stepId: petition.id, namsbokNumber: "26-123456ENE-NAMO" },
    });
    expect((await getCase(customerId, "1")).status).toBe("ongoing-payroll");
    // the whole response: what is left out is cleared; without a deduction the case is active again
    await putStepResponse(customerId, "1", petition.id, { issueDate: "2026-11-10" }, by);
    expect(await getStepResponse(customerId, "1", petition.id)).toMatchObject({
      namsbokNumber: null,
      monthlyDeductionOre: null,
    });
    expect((await getCase(customerId, "1")).status).toBe("active");
    expect((await caseEvents(customerId, "1")).data.at(-1)).toMatchObject({ kind: "step-response", status: "active" });
  });
});
