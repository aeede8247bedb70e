import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { drainJobs } from "../../../../api/test/jobs";
import { Clock } from "../../clock";
import { getRecord } from "../../storage/records";
import { letterPdfKey } from "../../letters/letter-queue";
import type { QueuedLetterModel } from "../../letters/letter-model";
import { seedProcedures } from "../../procedures/seed";
import { readAllowance, usageOf } from "../../billing/entitlements";
import { getCase } from "../store";
import { saveCaseSettings } from "../settings";
import { at, flatPdf as flat, newCase, newCustomer, newDebtor, readyStep, refusalOf, releaseDue, runKind } from "../testing.db";
import { t } from "../../i18n/messages";
import { seedReferenceData } from "../../reference/seed";
import { availableSteps, caseStepItems } from "./available";
import { runStep } from "./run";
import { updateDebtor } from "../../ledger/debtors";
import { getMailLog, letterMailId } from "../../mail/mail-log";
import { applySesEvent } from "../../mail/ses-events";
import { postLetter } from "../documents/post-letter";
import { RenderLetter } from "../../letters/letter-queue";
import { renderLetter } from "../../letters/render-letter";
import { listCaseDocuments } from "../documents/case-documents";

const actor = { userId: "u-steps" };

/** A customer, a debtor with an e-mail address and a case of one 1 000 kr invoice due 15.11.2026. */
async function world(
  opts: {
    type?: "person" | "company";
    sends?: number;
    dueDate?: string;
    language?: "no" | "en";
    country?: string;
    description?: string;
  } = {},
) {
  const customerId = await newCustomer({ cases: 5, sends: opts.sends ?? 10 });
  const debtorId = await newDebtor(customerId, { type: opts.type, language: opts.language, country: opts.country });
  const { caseId } = await newCase(customerId, debtorId, {
    number: "F-1",
    voucherDate: "2026-11-01",
    dueDate: opts.dueDate ?? "2026-11-15",
    description: opts.description,
  });
  const steps = async () => (await availableSteps(customerId, caseId, Clock.now())).data;
  const run = (stepId: string, req?: Parameters<typeof runStep>[4]) =>
    runStep(customerId, caseId, { stepId }, actor, { now: Clock.now(), ...req });
  return { customerId, caseId, debtorId, steps, run };
}

describe("running steps on a case", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("payment reminder, then purring refused before due + 14 with the reason, planned on a Sunday, swept on Monday with 38 kr, then inkassovarsel", async () => {
    at("2026-11-20T10:00:00Z"); // Friday 11:00 in Oslo: a sending window
    const w = await world();
    let offered = await w.steps();
    expect(offered.map((s) => s.kind).slice(0, 3)).toEqual(["payment-reminder", "reminder", "debt-collection-notice"]);
    expect(offered[0]).toMatchObject({ allowed: true, feeOre: 0, deadlineDate: "2026-11-27", channels: ["email"] });
    const purring = offered[1]!;
    expect(purring).toMatchObject({ allowed: false, earliestDate: "2026-11-29" });
    expect(purring.reasons.map((r) => r.textEn).join(" ")).toContain("29.11.2026");
    expect(purring.reasons.map((r) => r.textNo).join(" ")).toContain("29.11.2026");

    const reminder = await w.run(offered[0]!.stepId);
    expect(reminder.step).toMatchObject({ status: "queued", feeOre: 0, sendDate: "2026-11-20", channels: ["email"] });
    // its job runs now, in the window (run later, on the Sunday below, it would wait for Monday: issue 18)
    await drainJobs({ timeoutMs: 30_000 });
    const refused = await refusalOf(w.run(purring.stepId));
    expect(refused.messageKey).toBe("steps.notAvailable");
    expect(refused.fields?.stepId).toEqual(["steps.reason"]);
    expect(refused.fieldParams?.stepId?.reasonEn).toContain("29.11.2026");

    // Sunday 29.11: the purring may go from 29.11, but not on a Sunday: planned for Monday 08:00 (07:00Z)
    at("2026-11-29T12:00:00Z");
    offered = await w.steps();
    expect(offered[0]).toMatchObject({ kind: "reminder", allowed: true, feeOre: 38_00, sendDate: "2026-11-30" });
    const planned = await w.run(offered[0]!.stepId);
    expect(planned.step).toMatchObject({
      status: "planned",
      plannedSendAt: Date.parse("2026-11-30T07:00:00Z"),
      feeOre: 38_00,
    });
    expect(await releaseDue(w.customerId)).toEqual({ queued: 0 });
    let c = await getCase(w.customerId, w.caseId);
    expect(c).toMatchObject({ status: "active", feesOre: 38_00, principalOre: 1_000_00 });
    expect(c.lastStep).toMatchObject({ kind: "reminder" });

    at("2026-11-30T07:05:00Z");
    expect(await releaseDue(w.customerId)).toEqual({ queued: 1 });
    expect(await releaseDue(w.customerId)).toEqual({ queued: 0 }); // twice runs once
    const items = await caseStepItems(w.customerId, w.caseId);
    const sent = items.find((s) => s.kind === "reminder")!;
    expect(sent).toMatchObject({ status: "queued", deadlineDate: "2026-12-14", sweep: "done" });
    expect(sent.fees).toEqual([
      expect.objectContaining({
        feeOre: 38_00,
        statutoryFeeOre: 38_00,
        explanations: expect.arrayContaining([expect.objectContaining({ rule: "law.rule.smallFeeRounded" })]),
      }),
    ]);
    const model = (sent.letter as { model: QueuedLetterModel }).model;
    expect(model.amounts.fees).toEqual([{ name: "Gebyr for purring", amountOre: 38_00 }]);
    expect(model.amounts.principalOre).toBe(1_000_00);
    expect(model.amounts.interest.length).toBeGreaterThan(0);
    expect(model.payment).toMatchObject({ deadline: "2026-12-14" });
    // no KID agreement and no KID of its own (issue 18 #13): no KID is made, the letter asks for the case number
    expect(model.payment.kid).toBeUndefined();
    expect(model.creditor.accountNumber).toBe("12345678903");
    expect(model.letter.date).toBe("2026-11-30");

    await drainJobs({ timeoutMs: 30_000 });
    const pdf = await getRecord(letterPdfKey(w.customerId, w.caseId, sent.letterId));
    const text = flat(pdf!.body);
    expect(text).toContain("1234 56 78903");
    expect(text).toContain("Merk betalingen med");
    expect(text).toContain(`saksnummer ${w.caseId}`);
    expect(text).toContain("14.12.2026");
    expect(text).toContain("38,00 kr");
    expect(text).toContain("1 000,00 kr");

    // the deadline 14.12 runs: inkassovarsel from 15.12, with the second small fee
    at("2026-12-14T10:00:00Z");
    offered = await w.steps();
    expect(offered[0]).toMatchObject({ kind: "debt-collection-notice", allowed: false, earliestDate: "2026-12-15" });
    at("2026-12-15T10:00:00Z");
    offered = await w.steps();
    expect(offered[0]).toMatchObject({ kind: "debt-collection-notice", allowed: true, feeOre: 38_00 });
    const notice = await w.run(offered[0]!.stepId);
    // 15.12 + 14 = 29.12, in the Christmas holiday: the customer's default extends it to Monday 04.01.2027 (issue 18 #15)
    expect(notice.step).toMatchObject({ status: "queued", feeOre: 38_00, deadlineDate: "2027-01-04" });
    expect(notice.step.deadlineExplanations?.at(-1)).toMatchObject({ rule: "law.rule.deadlineHoliday.christmas" });
    c = await getCase(w.customerId, w.caseId);
    expect(c.feesOre).toBe(76_00);
    expect((notice.step.letter as { model: QueuedLetterModel }).model.amounts.fees.map((f) => f.amountOre)).toEqual([
      38_00, 38_00,
    ]);
    // the reminder by e-mail alone (a send: 2 half-sends); the purring and the notice by post and e-mail, as the
    // debtor has no basis for e-mail alone (issue 18): 3 half-sends each
    expect(notice.step.channels).toEqual(["post", "email"]);
    expect((await readAllowance(w.customerId)).halfSends).toBe(20 - 8);
  }, 60_000);

  it("sends legal letters by e-mail alone only on the debtor's basis, and a bounced one holds the next step until posted (issue 18)", async () => {
    at("2026-11-20T10:00:00Z");
    const w = await world();
    const [reminder] = await w.steps();
    expect(reminder).toMatchObject({ kind: "payment-reminder", emailAlone: true });
    await w.run(reminder!.stepId);

    at("2026-11-30T10:00:00Z");
    const [purring] = await w.steps();
    expect(purring).toMatchObject({ kind: "reminder", allowed: true, emailAlone: false });
    expect(purring!.emailAloneReason!.textNo).toContain("inkassoloven § 3 a");
    expect(purring!.emailAloneReason!.textEn).toContain("Debt Collection Act § 3 a");
    // asked for e-mail alone: refused with the reason, nothing run; named none: post and e-mail
    const refused = await refusalOf(runStep(w.customerId, w.caseId, { stepId: purring!.stepId, channels: ["email"] }, actor, { now: Clock.now() }));
    expect(refused.messageKey).toBe("steps.emailAloneNotLawful");
    expect(refused.fieldParams?.channels?.reasonNo).toContain("betryggende");
    expect((await w.run(purring!.stepId)).step.channels).toEqual(["post", "email"]);

    // the debtor consents: the inkassovarsel goes by e-mail alone; a new address would drop the consent
    await updateDebtor(w.customerId, w.debtorId, { emailBasis: "consent", emailBasisDate: "2026-12-01" });
    at("2026-12-15T10:00:00Z");
    const [notice] = await w.steps();
    expect(notice).toMatchObject({ kind: "debt-collection-notice", allowed: true, emailAlone: true });
    const sent = (await w.run(notice!.stepId)).step;
    expect(sent.channels).toEqual(["email"]);
    await drainJobs({ timeoutMs: 30_000 });
    const mail = await getMailLog(w.customerId, letterMailId(sent.letterId));
    await applySesEvent({ eventType: "Bounce", mail: { messageId: mail!.messageId }, bounce: { bounceType: "Permanent" } });

    // its deadline has run, but the letter never arrived: the betalingsoppfordring waits, saying why
    at("2026-12-30T10:00:00Z");
    const [demand] = await w.steps();
    expect(demand).toMatchObject({ kind: "payment-demand", allowed: false, earliestDate: null });
    expect(demand!.reasons[0]!.textNo).toContain("kom i retur");
    expect(demand!.reasons[0]!.textEn).toContain("bounced");
    expect((await refusalOf(w.run(demand!.stepId))).messageKey).toBe("steps.notAvailable");
    // sent by post: the bounce holds it no more; it waits only for the fresh deadline the posted letter gives
    // (issue 18 #3: a re-post is dated its posting day)
    await postLetter(w.customerId, w.caseId, sent.letterId, actor);
    const [afterPost] = await w.steps();
    expect(afterPost).toMatchObject({ kind: "payment-demand", allowed: false });
    expect(afterPost!.reasons.map((r) => r.rule)).toEqual(["law.rule.previousDeadlineRunning"]);
    expect(afterPost!.earliestDate! > "2026-12-30").toBe(true);

    const changed = await updateDebtor(w.customerId, w.debtorId, { email: "ny@example.no" });
    expect(changed.emailBasis).toBeUndefined();
  }, 60_000);

  it("claims the § 3a compensation on a company's first letter as its own cost line, and sets the fees off against it", async () => {
    at("2026-11-20T10:00:00Z");
    const w = await world({ type: "company" });
    // the first letter (a payment reminder, no fee): 430 kr compensation claimed, on the case and the letter
    const [reminder] = await w.steps();
    expect(reminder).toMatchObject({ kind: "payment-reminder", feeOre: 0, claimedCompensationOre: 430_00 });
    expect(reminder!.feeExplanations.map((e) => e.rule)).toContain("law.rule.compensationClaimed");
    const first = await w.run(reminder!.stepId);
    expect(first.step).toMatchObject({ feeOre: 0, claimedCompensationOre: 430_00 });
    const firstModel = (first.step.letter as { model: QueuedLetterModel }).model;
    expect(firstModel.amounts.fees).toEqual([{ name: "Kompensasjon, forsinkelsesrenteloven § 3a", amountOre: 430_00 }]);
    expect(firstModel.amounts.totalOre).toBe(
      1_000_00 + 430_00 + firstModel.amounts.interest.reduce((s, p) => s + p.amountOre, 0),
    );
    expect(await getCase(w.customerId, w.caseId)).toMatchObject({ feesOre: 430_00, compensationOre: 430_00 });

    // the purring: its 38 kr fee is covered by the compensation (fees + compensation = max of the two), and the
    // letter says so where it names the fee; the compensation is not claimed twice
    at("2026-11-30T10:00:00Z");
    const [purring] = await w.steps();
    expect(purring).toMatchObject({ kind: "reminder", allowed: true, feeOre: 0, statutoryFeeOre: 38_00 });
    expect(purring).toMatchObject({ compensationOre: 430_00, claimedCompensationOre: 0 });
    expect(purring!.feeExplanations.map((e) => e.rule)).toContain("law.rule.compensationCovers");
    const run = await w.run(purring!.stepId);
    expect(run.step).toMatchObject({ feeOre: 0, statutoryFeeOre: 38_00 });
    expect(run.step.claimedCompensationOre ?? 0).toBe(0);
    expect(await getCase(w.customerId, w.caseId)).toMatchObject({ feesOre: 430_00, compensationOre: 430_00 });
    const model = (run.step.letter as { model: QueuedLetterModel }).model;
    expect(model.amounts.fees).toEqual([{ name: "Kompensasjon, forsinkelsesrenteloven § 3a", amountOre: 430_00 }]);
    expect(model.letter.upperText).toContain(
      "Purregebyret for dette brevet er 0,00\u00a0kr (38,00\u00a0kr av gebyret på 38,00\u00a0kr dekkes av kompensasjonen etter forsinkelsesrenteloven § 3a)",
    );
  });

  it("runs a keyed step once, and refuses when no send is left", async () => {
    at("2026-11-20T10:00:00Z");
    const w = await world();
    const [first] = await w.steps();
    const request = { key: "run-1", method: "POST", path: `/cases/${w.caseId}/steps`, body: { stepId: first!.stepId } };
    const a = await w.run(first!.stepId, { request });
    const b = await w.run(first!.stepId, { request });
    expect(a.created).toBe(true);
    expect(b).toMatchObject({ created: false, step: { runId: a.step.runId } });
    expect(await caseStepItems(w.customerId, w.caseId)).toHaveLength(1);
    expect((await readAllowance(w.customerId)).halfSends).toBe(18);
    // one usage record of the run, in its transaction (billing/entitlements.ts)
    expect((await usageOf(w.customerId, "2026-11-20", "2026-11-20")).step).toMatchObject({ count: 1, halfSends: -2 });
    const other = await refusalOf(w.run(first!.stepId, { request: { ...request, body: { stepId: "x" } } }));
    expect(other.fields?.["idempotency-key"]).toEqual(["validation.idempotencyKeyReused"]);

    const poor = await world({ sends: 0 });
    const err = await refusalOf(poor.run((await poor.steps())[0]!.stepId));
    expect(err.messageKey).toBe("cases.notEnoughSends");
    expect(err.details).toEqual({ topUp: "/customer/top-up" });
    expect(await caseStepItems(poor.customerId, poor.caseId)).toHaveLength(0);
    expect((await usageOf(poor.customerId, "2026-11-20", "2026-11-20")).step).toBeUndefined();
    expect((await getCase(poor.customerId, poor.caseId)).status).toBe("ready");
  });

  it("writes the letter and its fee lines in the debtor's language, saying what the claim is for (C6, #12)", async () => {
    at("2026-11-20T10:00:00Z");
    const w = await world({ language: "en", description: "Replacing the\r\nwater heater\u202E" });
    await w.run((await w.steps())[0]!.stepId);
    at("2026-11-30T10:00:00Z");
    const run = await w.run((await w.steps())[0]!.stepId);
    const model = (run.step.letter as { model: QueuedLetterModel }).model;
    expect(model.amounts.fees).toEqual([{ name: "Fee for reminder", amountOre: 38_00 }]);
    // the invoice's own text, on one line, in the «Concerns» column and the text; the due date only in the table
    expect(model.claims[0]!.description).toBe("Replacing the water heater");
    expect(model.letter.upperText).toContain("for invoice F-1 of 01.11.2026: Replacing the water heater.");
    expect(model.letter.upperText).not.toContain("fell due on");
    await drainJobs({ timeoutMs: 30_000 });
    const text = flat((await getRecord(letterPdfKey(w.customerId, w.caseId, run.step.letterId)))!.body);
    expect(text).toContain("Reminder");
    expect(text).not.toContain("Purring");
    expect(text).toContain("F-1 Replacing the water heater 01.11.2026 15.11.2026");
    // a Norwegian debtor (no language given) gets the Norwegian letter: the check above can fail
    const no = await world();
    await no.run((await no.steps())[0]!.stepId);
    const items = await caseStepItems(no.customerId, no.caseId);
    const noModel = (items[0]!.letter as { model: QueuedLetterModel }).model;
    expect(noModel.letter.title).toBe("Betalingspåminnelse");
    expect(noModel.letter.upperText).toContain("betaling for faktura F-1 av 01.11.2026.");
  });

  it("offers no forced step on a plain invoice, saying why in both languages (G1, C8)", async () => {
    at("2026-11-20T10:00:00Z");
    const w = await world({ type: "company", dueDate: "2026-11-11" });
    const offered = await w.steps();
    for (const kind of ["enforcement-notice", "enforcement-petition", "bankruptcy-notice", "bankruptcy-petition"]) {
      const s = offered.find((x) => x.kind === kind)!;
      expect(s, kind).toMatchObject({ allowed: false, earliestDate: null, feeOre: 0 });
      expect(s.reasons[0]!.rule, kind).toBe("law.rule.legalNeedsDebtCollectionNotice");
      expect(s.reasons[0]!.textNo).toContain("inkassovarsel");
      expect(s.reasons[0]!.textEn).toContain("debt collection notice");
    }
    const konkurs = offered.find((x) => x.kind === "bankruptcy-notice")!;
    const refused = await refusalOf(w.run(konkurs.stepId));
    expect(refused.messageKey).toBe("steps.notAvailable");
    expect(await caseStepItems(w.customerId, w.caseId)).toHaveLength(0);
  });

  it("runs a deadline on Saturday 26.12.2026 to Monday 28.12: the letter prints it and the next step waits (C9)", async () => {
    at("2026-12-12T10:00:00Z"); // Saturday 11:00 in Oslo: a sending window
    const w = await world({ dueDate: "2026-11-20" });
    // the working-day rule alone: the customer has turned the holiday extension off (issue 18 #15)
    await saveCaseSettings(w.customerId, { minimumOwed: 1_00, extendHolidayDeadlines: false });
    // by e-mail alone on the debtor's consent, so it goes on the Saturday (a posted one would be dated Monday)
    await updateDebtor(w.customerId, w.debtorId, { emailBasis: "consent", emailBasisDate: "2026-12-01" });
    const notice = (await w.steps()).find((x) => x.kind === "debt-collection-notice")!;
    expect(notice).toMatchObject({ allowed: true, deadlineDate: "2026-12-28", deadlineDays: 14 });
    expect(notice.deadlineExplanations.map((e) => e.textNo).join(" ")).toContain(
      "26.12.2026 er en lørdag, søndag eller helligdag, så fristen løper til og med neste virkedag, 28.12.2026",
    );
    const run = await w.run(notice.stepId);
    await drainJobs({ timeoutMs: 30_000 }); // its job runs on the Saturday, in the window
    expect(run.step).toMatchObject({ sendDate: "2026-12-12", deadlineDate: "2026-12-28" });
    expect((run.step.letter as { model: QueuedLetterModel }).model.payment).toMatchObject({ deadline: "2026-12-28" });
    // Sunday 27.12: the payment demand would go Monday 28.12, the debtor's last day: it waits for 29.12
    at("2026-12-27T12:00:00Z");
    const demand = (await w.steps()).find((x) => x.kind === "payment-demand")!;
    expect(demand).toMatchObject({ allowed: false, earliestDate: "2026-12-29" });
    expect(demand.reasons.map((r) => r.textEn).join(" ")).toContain("28.12.2026");
    at("2026-12-29T10:00:00Z");
    expect((await w.steps()).find((x) => x.kind === "payment-demand")).toMatchObject({ allowed: true });
  });

  it("addresses a petition to the namsmann of the debtor's postcode, in Norwegian, or refuses naming what is missing (issue 18 #5)", async () => {
    // early enough that the ladder before the petition ends in 2026, whose figures are known
    at("2026-09-16T10:00:00Z");
    const w = await world({ language: "en", dueDate: "2026-09-01" });
    await runKind(w.customerId, w.caseId, "enforcement-notice");
    const petition = await readyStep(w.customerId, w.caseId, "enforcement-petition");
    // no reference data: the debtor's postcode 0150 belongs to no municipality; nothing is written
    const refused = await refusalOf(w.run(petition.stepId));
    expect(refused.messageKey).toBe("steps.court.noMunicipality");
    expect(t("no", refused.messageKey, refused.params)).toContain("postnummer 0150 hører ikke til noen kommune");
    expect(t("en", refused.messageKey, refused.params)).toContain("postcode 0150 belongs to no municipality");
    const before = (await caseStepItems(w.customerId, w.caseId)).length;
    await seedReferenceData();
    const { step } = await w.run(petition.stepId);
    expect(await caseStepItems(w.customerId, w.caseId)).toHaveLength(before + 1);
    const { model, email } = step.letter as { model: QueuedLetterModel; email?: unknown };
    expect(model.letter.language).toBe("no");
    expect(model.letter.upperText.startsWith("Til Namsfogden i Oslo\n")).toBe(true);
    expect(model.petition).toMatchObject({
      addressee: { name: "Namsfogden i Oslo", addressLines: ["Grønlandsleiret 44", "0190 Oslo"] },
      respondentId: "Saksøktes fødselsdato: ikke registrert hos kreditor",
    });
    expect(model.petition!.attachments[1]).toMatch(/^Kopi av varsel .* sendt \d\d\.\d\d\.2026$/);
    expect(email).toBeUndefined();
  }, 90_000);

  it("reminds and warns a debtor abroad, and refuses its forced steps with the reason (SPEC 8 Foreign customer)", async () => {
    at("2026-11-30T10:00:00Z");
    const w = await world({ type: "company", country: "SE" });
    const offered = await w.steps();
    expect(offered.find((x) => x.kind === "debt-collection-notice")).toMatchObject({ allowed: true, feeOre: 0 });
    for (const kind of ["enforcement-notice", "enforcement-petition", "bankruptcy-notice", "bankruptcy-petition"]) {
      const s = offered.find((x) => x.kind === kind)!;
      expect(s, kind).toMatchObject({ allowed: false, earliestDate: null });
      expect(s.reasons[0], kind).toMatchObject({ rule: "law.rule.foreignDebtor", params: { country: "SE" } });
      expect(s.reasons[0]!.textEn).toContain("Forced recovery in Norway is impossible");
    }
    expect((await w.run(offered[0]!.stepId)).step.kind).toBe("payment-reminder");
  });
  it("a letter by post is dated, and its deadline counted, from the day the batch posts it; a re-post gives a fresh deadline the next step waits for (issue 18 #3)", async () => {
    at("2026-11-13T10:00:00Z"); // Friday 11:00
    const w = await world({ dueDate: "2026-11-01" });
    // the posting rule alone: the customer has turned the holiday extension off (issue 18 #15)
    await saveCaseSettings(w.customerId, { minimumOwed: 1_00, extendHolidayDeadlines: false });
    const reminder = (await w.steps())[0]!;
    await w.run(reminder.stepId); // by e-mail, deadline 20.11
    // Friday 15:30: the day's print batch (14:00) has gone, the letter is posted on Monday 30.11
    at("2026-11-27T14:30:00Z");
    const purring = (await w.steps()).find((x) => x.kind === "reminder")!;
    const posted = await runStep(w.customerId, w.caseId, { stepId: purring.stepId, channels: ["email", "post"] }, actor, {
      now: Clock.now(),
    });
    expect(posted.step).toMatchObject({
      status: "planned",
      plannedSendAt: Date.parse("2026-11-30T07:00:00Z"),
      sendDate: "2026-11-30",
      deadlineDate: "2026-12-14",
    });
    expect((posted.step.letter as { model: QueuedLetterModel }).model.letter.date).toBe("2026-11-30");

    // the inkassovarsel by e-mail (Tuesday 15.12, deadline 29.12); its mail bounces and it is posted on 22.12
    at("2026-12-15T10:00:00Z");
    await releaseDue(w.customerId);
    // the inkassovarsel by e-mail alone: the debtor has consented (issue 18 #2)
    await updateDebtor(w.customerId, w.debtorId, { emailBasis: "consent", emailBasisDate: "2026-12-01" });
    const notice = (await w.steps()).find((x) => x.kind === "debt-collection-notice")!;
    const mailed = await w.run(notice.stepId);
    expect(mailed.step).toMatchObject({ sendDate: "2026-12-15", deadlineDate: "2026-12-29" });
    await renderLetter(RenderLetter.parse(mailed.step.letter)); // what its job does: the document and the model
    at("2026-12-22T10:00:00Z"); // Tuesday 11:00: in that day's batch
    await postLetter(w.customerId, w.caseId, mailed.step.letterId, actor);
    const step = (await caseStepItems(w.customerId, w.caseId)).find((x) => x.runId === mailed.step.runId)!;
    expect(step).toMatchObject({ sendDate: "2026-12-15", deadlineDate: "2027-01-05", feeOre: mailed.step.feeOre });
    // the payment demand waits for the deadline the posted letter gives
    at("2027-01-04T10:00:00Z");
    expect((await w.steps()).find((x) => x.kind === "payment-demand")).toMatchObject({
      allowed: false,
      earliestDate: "2027-01-06",
    });
  }, 60_000);
  it("a letter job that runs after 21:00 does not send: its step waits for the next opening, dated for it (issue 18)", async () => {
    at("2026-11-27T19:50:00Z"); // Friday 20:50: the window is open, the letter is queued at once
    const w = await world({ dueDate: "2026-11-01" });
    const ran = await w.run((await w.steps())[0]!.stepId);
    expect(ran.step).toMatchObject({ status: "queued", sendDate: "2026-11-27", deadlineDate: "2026-12-04" });
    // its job runs at 21:30 (a long queue, a retry): nothing goes to the debtor
    at("2026-11-27T20:30:00Z");
    await renderLetter(RenderLetter.parse(ran.step.letter));
    const [step] = await caseStepItems(w.customerId, w.caseId);
    expect(step).toMatchObject({ status: "planned", plannedSendAt: Date.parse("2026-11-28T08:00:00Z") });
    const letter = RenderLetter.parse(step!.letter);
    expect(letter).toMatchObject({ attempt: 2, model: { letter: { date: "2026-11-28" }, payment: { deadline: "2026-12-07" } } });
    expect(step!.deadlineDate).toBe("2026-12-07"); // 28.11 + 7 = Saturday 05.12 → Monday
    expect((await listCaseDocuments(w.customerId, w.caseId)).data).toEqual([]);
    // Saturday 09:05: the sweep queues it again, under a key of its own
    at("2026-11-28T08:05:00Z");
    expect(await releaseDue(w.customerId)).toEqual({ queued: 1 });
  }, 60_000);
});
