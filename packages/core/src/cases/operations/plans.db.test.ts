import { ulid } from "ulid";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { drainJobs } from "../../../../api/test/jobs";
import { Clock } from "../../clock";
import { t } from "../../i18n/messages";
import { letterPdfKey } from "../../letters/letter-queue";
import { getMailLog, letterMailId } from "../../mail/mail-log";
import { seedProcedures } from "../../procedures/seed";
import { getRecord } from "../../storage/records";
import { listCaseDocuments } from "../documents/case-documents";
import { queueWaitingLetters } from "../steps/sweep";
import { caseEvents } from "../lists";
import { getCase, nextVersion, writeCase } from "../store";
import { flatPdf as flat, newCase, newCustomer, newDebtor, refusalOf } from "../testing.db";
import { DownPaymentPlanInput } from "./plan-rules";
import { agreePlan, cancelPlan, missedPlans, readPlan } from "./plans";

const actor = { userId: "u-plans", byName: "Per Saksbehandler" };

/** A customer with one running case of 1 000 kr principal (due 15.11.2026), fees added as given. */
async function world(opts: { feesOre?: number; email?: false; language?: "no" | "en" } = {}) {
  const customerId = await newCustomer({ cases: 5, sends: 10 });
  const debtorId = await newDebtor(customerId, { email: opts.email, language: opts.language });
  const { caseId } = await newCase(customerId, debtorId, {
    number: "F-1",
    voucherDate: "2026-11-01",
    dueDate: "2026-11-15",
  });
  if (opts.feesOre) {
    const c = await getCase(customerId, caseId);
    await writeCase(c, nextVersion(c, { feesOre: opts.feesOre, status: "active" }), { kind: "step-run", by: "test" });
  }
  /** A payment on the case as the payments part records it: paidOre grows, with its event. */
  const pay = async (amountOre: number) => {
    const c = await getCase(customerId, caseId);
    await writeCase(c, nextVersion(c, { paidOre: c.paidOre + amountOre }), {
      kind: "payment",
      by: "test",
      data: { amountOre, voucherDate: Clock.today(), allocation: [] },
    });
  };
  const agree = (input: Record<string, unknown>) =>
    agreePlan(customerId, caseId, DownPaymentPlanInput.parse(input), actor);
  return { customerId, caseId, pay, agree };
}

describe("down-payment plans on a case", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("refuses an agreed amount below principal plus fees less paid (SPEC 5, both languages); accepts exactly that", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const w = await world({ feesOre: 70_00 });
    await w.pay(100_00);
    // owed now: 1 000 + 70 − 100 = 970 kr
    const low = await refusalOf(
      w.agree({ agreedAmount: "969,99", monthlyAmount: "500", instalments: 2, firstPaymentDate: "2026-12-01" }),
    );
    expect(low.code).toBe("VALIDATION");
    expect(low.fields).toEqual({ agreedAmount: ["plans.belowOwed"] });
    expect(t("en", "plans.belowOwed")).toBe(
      "An agreed down-payment amount may not be lower than the currently owed amount (principal plus fees).",
    );
    expect(t("no", "plans.belowOwed")).toBe(
      "Et avtalt nedbetalingsbeløp kan ikke være lavere enn det som skyldes nå (hovedstol pluss gebyrer).",
    );
    const { plan, replaced } = await w.agree({
      agreedAmount: "970",
      monthlyAmount: "500",
      instalments: 2,
      firstPaymentDate: "2026-12-01",
    });
    expect(replaced).toBe(false);
    expect(plan).toMatchObject({
      agreedOre: 970_00,
      owedAtStartOre: 970_00,
      paidSinceOre: 0,
      instalmentCount: 2,
      missed: 0,
      agreedByName: "Per Saksbehandler",
    });
    expect(plan.instalments.map((i) => [i.dueDate, i.amountOre, i.state])).toEqual([
      ["2026-12-01", 500_00, "upcoming"],
      ["2027-01-01", 470_00, "upcoming"],
    ]);
    // the case keeps its status; its event says what was agreed, by whom
    const c = await getCase(w.customerId, w.caseId);
    expect(c.status).toBe("active");
    const events = (await caseEvents(w.customerId, w.caseId)).data;
    expect(events.find((e) => e.kind === "plan-agreed")).toMatchObject({
      byName: "Per Saksbehandler",
      status: null,
      data: { agreedOre: 970_00, monthlyOre: 500_00, instalments: 2, firstPaymentDate: "2026-12-01" },
    });
  });

  it("tracks instalments from payments made after the plan began; a missed one is on the dashboard list until covered", async () => {
    Clock.setNow(new Date("2027-01-20T10:00:00Z"));
    const w = await world();
    await w.pay(200_00); // before the plan: not counted towards it
    const { plan: agreed } = await w.agree({
      agreedAmount: "800",
      monthlyAmount: "300",
      instalments: 3,
      firstPaymentDate: "2027-01-31",
    });
    // the debtor has an e-mail address: the letter goes by e-mail, with the plan's own words
    await drainJobs({ timeoutMs: 30_000 });
    const mail = await getMailLog(w.customerId, letterMailId(agreed.letterId));
    expect(mail?.subject).toBe(`Nedbetalingsavtale fra Kreditor AS (sak ${w.caseId})`);
    expect((mail?.mail as { text: string }).text.replace(/\u00a0/g, " ")).toContain(
      `Vedlagt er nedbetalingsavtalen for sak ${w.caseId} fra Kreditor AS: 800,00 kr i 3 månedlige avdrag. Første avdrag, 300,00 kr, betales innen 31.01.2027`,
    );
    await w.pay(300_00);
    Clock.setNow(new Date("2027-03-08T10:00:00Z")); // 28.02 + 7 = 07.03 passed: the second instalment is missed
    let plan = await readPlan(w.customerId, w.caseId);
    expect(plan.instalments.map((i) => i.state)).toEqual(["paid", "missed", "upcoming"]);
    expect(plan).toMatchObject({ paidSinceOre: 300_00, remainingOre: 500_00, missed: 1, next: { number: 2 } });
    let missed = await missedPlans(w.customerId);
    expect(missed.data).toEqual([
      {
        caseId: w.caseId,
        caseNumber: Number(w.caseId),
        debtorName: "Kari Nordmann",
        missed: 1,
        dueDate: "2027-02-28",
        remainingOre: 500_00,
      },
    ]);
    await w.pay(300_00);
    plan = await readPlan(w.customerId, w.caseId);
    expect(plan.instalments.map((i) => i.state)).toEqual(["paid", "paid", "upcoming"]);
    missed = await missedPlans(w.customerId);
    expect(missed.data).toEqual([]);
    expect(missed.checked).toBe(1);
  });

  it("a new plan replaces the active one (the event names it); DELETE cancels; no plan is a 404; a closed case gets none", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const w = await world();
    const first = await w.agree({
      agreedAmount: "1000",
      monthlyAmount: "500",
      instalments: 2,
      firstPaymentDate: "2026-12-10",
    });
    const second = await w.agree({
      agreedAmount: "1000",
      monthlyAmount: "250",
      instalments: 4,
      firstPaymentDate: "2026-12-20",
    });
    expect(second.replaced).toBe(true);
    expect((await readPlan(w.customerId, w.caseId)).planId).toBe(second.plan.planId);
    // the case names its active plan (the case page asks for it only then); cancelled, it names none
    expect((await getCase(w.customerId, w.caseId)).planId).toBe(second.plan.planId);
    const events = (await caseEvents(w.customerId, w.caseId)).data.filter((e) => e.kind === "plan-agreed");
    expect(events.map((e) => e.data.replacedPlanId ?? null).sort()).toEqual([first.plan.planId, null].sort());

    await cancelPlan(w.customerId, w.caseId, actor);
    expect((await getCase(w.customerId, w.caseId)).planId).toBeUndefined();
    expect((await refusalOf(readPlan(w.customerId, w.caseId))).messageKey).toBe("plans.noPlan");
    expect((await refusalOf(cancelPlan(w.customerId, w.caseId, actor))).code).toBe("NOT_FOUND");
    expect((await caseEvents(w.customerId, w.caseId)).data.some((e) => e.kind === "plan-cancelled")).toBe(true);
    expect((await missedPlans(w.customerId)).checked).toBe(0);

    const c = await getCase(w.customerId, w.caseId);
    await writeCase(
      c,
      nextVersion(c, { status: "closed", closeReason: "case-paid-in-full", closedAt: Clock.nowMs() }),
      {
        kind: "closed",
        by: "test",
      },
    );
    const closed = await refusalOf(
      w.agree({ agreedAmount: "1000", monthlyAmount: "500", instalments: 2, firstPaymentDate: "2026-12-10" }),
    );
    expect(closed.messageKey).toBe("plans.caseNotRunning");
  });

  it("nothing owed: refused; a case of another customer: 404", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const w = await world();
    await w.pay(1_000_00);
    expect(
      (
        await refusalOf(
          w.agree({ agreedAmount: "10", monthlyAmount: "10", instalments: 1, firstPaymentDate: "2026-12-10" }),
        )
      ).messageKey,
    ).toBe("plans.nothingOwed");
    const other = await refusalOf(
      agreePlan(
        ulid(),
        w.caseId,
        DownPaymentPlanInput.parse({
          agreedAmount: "10",
          monthlyAmount: "10",
          instalments: 1,
          firstPaymentDate: "2026-12-10",
        }),
        actor,
      ),
    );
    expect(other.code).toBe("NOT_FOUND");
  });

  it("the plan letter agreed on a Sunday waits for Monday's sending window, dated then (security-review-2 G3)", async () => {
    Clock.setNow(new Date("2026-11-29T11:00:00Z")); // Sunday 29.11 12:00 Oslo
    const w = await world();
    const { plan } = await w.agree({
      agreedAmount: "1 000",
      monthlyAmount: "500",
      instalments: 2,
      firstPaymentDate: "2026-12-31",
    });
    await drainJobs({ timeoutMs: 30_000 });
    // not sent, not rendered: it waits for Monday 08:00 (07:00Z)
    expect(await getMailLog(w.customerId, letterMailId(plan.letterId))).toBeFalsy();
    expect((await listCaseDocuments(w.customerId, w.caseId)).data).toEqual([]);
    Clock.setNow(new Date("2026-11-30T06:55:00Z"));
    expect(await queueWaitingLetters(Clock.now())).toEqual({ queued: 0 });
    Clock.setNow(new Date("2026-11-30T07:05:00Z"));
    const { queued } = await queueWaitingLetters(Clock.now());
    expect(queued).toBeGreaterThanOrEqual(1);
    await drainJobs({ timeoutMs: 30_000 });
    const mail = await getMailLog(w.customerId, letterMailId(plan.letterId));
    expect(mail?.subject).toBe(`Nedbetalingsavtale fra Kreditor AS (sak ${w.caseId})`);
    const pdf = await getRecord(letterPdfKey(w.customerId, w.caseId, plan.letterId));
    expect(flat(pdf!.body)).toContain("30.11.2026");
  });

  it("the plan letter: rendered by the job, on the documents tab, listing every instalment, the agreed amount and a missed instalment's consequence", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const w = await world({ email: false });
    const { plan } = await w.agree({
      agreedAmount: "1 234,50",
      monthlyAmount: "400",
      instalments: 4,
      firstPaymentDate: "2027-01-31",
      calculateInterest: true,
    });
    await drainJobs({ timeoutMs: 30_000 });
    const docs = (await listCaseDocuments(w.customerId, w.caseId)).data;
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      letterId: plan.letterId,
      kind: "down-payment-plan",
      title: "Nedbetalingsavtale",
      channels: ["post"],
      status: "queued-for-print",
    });
    const pdf = await getRecord(letterPdfKey(w.customerId, w.caseId, plan.letterId));
    const text = flat(pdf!.body);
    expect(text).toContain("Nedbetalingsavtale");
    expect(text).toContain("1 234,50 kr i alt, fordelt på 4 månedlige avdrag på 400,00 kr");
    const rows: [string, string][] = [
      ["31.01.2027", "400,00 kr"],
      ["28.02.2027", "400,00 kr"],
      ["31.03.2027", "400,00 kr"],
      ["30.04.2027", "34,50 kr"],
    ];
    rows.forEach(([date, amount], i) => expect(text).toContain(`${i + 1} ${date} ${amount}`));
    expect(text).toContain("Avtalt beløp i alt 1 234,50 kr");
    // agreed 1 234,50 on 1 000 owed: the 234,50 above it on its own line, so the total is the agreed amount
    expect(text).toContain("Avtalt i tillegg (renter og annet) 234,50 kr");
    expect(text).toContain("Forsinkelsesrente etter forsinkelsesrenteloven løper videre");
    expect(text).toContain("Er et avdrag ikke betalt senest 7 dager etter forfallsdatoen, er avtalen misligholdt");
    expect(text).toContain("Første avdrag");
  });

  it("the plan letter is in the debtor's language (English: the -en template, its general text and the mail's words)", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const w = await world({ language: "en" });
    const { plan } = await w.agree({
      agreedAmount: "1 000",
      monthlyAmount: "400",
      instalments: 3,
      firstPaymentDate: "2027-01-31",
    });
    await drainJobs({ timeoutMs: 30_000 });
    const docs = (await listCaseDocuments(w.customerId, w.caseId)).data;
    expect(docs[0]).toMatchObject({
      letterId: plan.letterId,
      kind: "down-payment-plan",
      title: "Down-payment agreement",
    });
    const text = flat((await getRecord(letterPdfKey(w.customerId, w.caseId, plan.letterId)))!.body);
    expect(text).toContain("1 000,00 kr in all, in 3 monthly instalments of 400,00 kr");
    expect(text).toContain(
      "If an instalment has not been paid within 7 days after its due date, the agreement is broken",
    );
    expect(text).not.toContain("Nedbetalingsavtale");
    const mail = await getMailLog(w.customerId, letterMailId(plan.letterId));
    expect((mail?.mail as { text: string }).text.replace(/\u00a0/g, " ")).toContain(
      `Attached is the down-payment agreement for case ${w.caseId} from Kreditor AS: 1 000,00 kr in 3 monthly instalments.`,
    );
  });
});
