import { Clock } from "@innfri/core/clock";
import { getCase, nextVersion, writeCase } from "@innfri/core/cases/store";
import { afterEach, describe, expect, it } from "vitest";
import { drainJobs } from "../../../test/jobs";
import { caseOwner, newCase } from "../../../test/cases";
import { sessionOn } from "../../../test/ledger";
import { call, signIn } from "../../../test/support";

const plan = (extra: Record<string, unknown> = {}) => ({
  agreedAmount: "1 000",
  monthlyAmount: "300",
  instalments: 4,
  firstPaymentDate: "2026-12-31",
  calculateInterest: false,
  ...extra,
});

/** A payment on the case as the payments part records it (paidOre grows, a payment event). */
async function pay(customerId: string, caseId: string, amountOre: number) {
  const c = await getCase(customerId, caseId);
  await writeCase(c, nextVersion(c, { paidOre: c.paidOre + amountOre }), {
    kind: "payment",
    by: "test",
    data: { amountOre, voucherDate: Clock.today(), allocation: [] },
  });
}

describe("down-payment plans (POST/GET/DELETE /cases/{id}/down-payment-plan, GET /cases/down-payment-plans/missed)", () => {
  afterEach(() => Clock.setOffset(0));

  it("refuses per field in both languages, with the SPEC 5 text for an agreed amount below what is owed", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const { token } = await caseOwner();
    const { case: c } = await newCase(token);
    const texts = {
      no: {
        agreedAmount: "Et avtalt nedbetalingsbeløp kan ikke være lavere enn det som skyldes nå (hovedstol pluss gebyrer).",
        required: "Dette feltet er obligatorisk.",
        firstDateInPast: "Første betalingsdato kan ikke være tilbake i tid.",
        tooFew: "Antall avdrag med dette månedsbeløpet dekker ikke det avtalte beløpet.",
        tooMany: "Det avtalte beløpet er betalt før siste avdrag: bruk færre avdrag.",
        max: "Høyst 120 avdrag.",
      },
      en: {
        agreedAmount: "An agreed down-payment amount may not be lower than the currently owed amount (principal plus fees).",
        required: "Please type something",
        firstDateInPast: "The first payment date cannot be in the past.",
        tooFew: "This number of instalments of the monthly amount does not cover the agreed amount.",
        tooMany: "The agreed amount is paid before the last instalment: use fewer instalments.",
        max: "At most 120 instalments.",
      },
    };
    const path = `/cases/${c.id}/down-payment-plan`;
    for (const lang of ["no", "en"] as const) {
      const w = texts[lang];
      const below = await call("POST", path, { token, lang, body: plan({ agreedAmount: "999,99" }) });
      expect(below.status).toBe(422);
      expect(below.body.errors).toEqual({ agreedAmount: [w.agreedAmount] });
      const empty = await call("POST", path, { token, lang, body: {} });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toMatchObject({ agreedAmount: [w.required], monthlyAmount: [w.required], firstPaymentDate: [w.required] });
      const past = await call("POST", path, { token, lang, body: plan({ firstPaymentDate: "2026-11-25" }) });
      expect(past.body.errors).toEqual({ firstPaymentDate: [w.firstDateInPast] });
      const few = await call("POST", path, { token, lang, body: plan({ instalments: 3 }) });
      expect(few.body.errors).toEqual({ instalments: [w.tooFew] });
      const many = await call("POST", path, { token, lang, body: plan({ instalments: 5 }) });
      expect(many.body.errors).toEqual({ instalments: [w.tooMany] });
      const max = await call("POST", path, { token, lang, body: plan({ instalments: 121 }) });
      expect(max.body.errors).toEqual({ instalments: [w.max] });
    }
    // nothing was agreed
    expect((await call("GET", path, { token, lang: "en" })).body.message).toBe("The case has no active down-payment plan.");
  });

  it("agrees, reads, replaces and cancels a plan; its letter is on the documents tab; a missed instalment is listed", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const owner = await caseOwner();
    const { customerId } = owner;
    let token = owner.token;
    const { case: c } = await newCase(token);
    const path = `/cases/${c.id}/down-payment-plan`;

    const made = await call("POST", path, { token, lang: "en", body: plan({ firstPaymentDate: "2026-12-31" }) });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(`The down-payment plan for case ${c.id} is saved, and its letter is being made.`);
    expect(made.body.data.instalments.map((i: { dueDate: string; amountOre: number }) => [i.dueDate, i.amountOre])).toEqual([
      ["2026-12-31", 300_00],
      ["2027-01-31", 300_00],
      ["2027-02-28", 300_00],
      ["2027-03-31", 100_00],
    ]);
    await drainJobs({ timeoutMs: 30_000 });
    const docs = await call("GET", `/cases/${c.id}/documents`, { token });
    expect(docs.body.data).toEqual([expect.objectContaining({ kind: "down-payment-plan", letterId: made.body.data.letterId })]);

    const again = await call("POST", path, { token, lang: "no", body: plan({ monthlyAmount: "500", instalments: 2 }) });
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(`Nedbetalingsplanen for sak ${c.id} er erstattet av en ny, og brevet lages.`);

    // 31.12 + 7 days passed with nothing paid: the first instalment is missed, on the case and in the dashboard list
    Clock.setNow(new Date("2027-01-08T10:00:00Z"));
    token = (await signIn(owner.email)).user.accessToken; // the session of 26.11 has expired by then
    const read = await call("GET", path, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ missed: 1, instalmentCount: 2, next: { number: 1, state: "missed" } });
    let missed = await call("GET", "/cases/down-payment-plans/missed", { token });
    expect(missed.status).toBe(200);
    expect(missed.body.data).toEqual([expect.objectContaining({ caseId: c.id, missed: 1, dueDate: "2026-12-31" })]);
    await pay(customerId, c.id, 500_00);
    missed = await call("GET", "/cases/down-payment-plans/missed", { token });
    expect(missed.body.data).toEqual([]);
    expect((await call("GET", path, { token })).body.instalments.map((i: { state: string }) => i.state)).toEqual(["paid", "upcoming"]);

    // a sales user may read but not change (the cases' roles)
    const sales = await sessionOn(customerId, "sales");
    expect((await call("GET", path, { token: sales })).status).toBe(200);
    expect((await call("DELETE", path, { token: sales })).status).toBe(403);

    const cancelled = await call("DELETE", path, { token, lang: "no" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(`Nedbetalingsplanen for sak ${c.id} er avsluttet.`);
    const gone = await call("GET", path, { token, lang: "no" });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Saken har ingen aktiv nedbetalingsplan.");
    const events = await call("GET", `/cases/${c.id}/events`, { token });
    const kinds = events.body.data.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === "plan-agreed")).toHaveLength(2);
    expect(kinds).toContain("plan-cancelled");
  });

  it("a case that is not running cannot get a plan; an unknown case is a 404", async () => {
    Clock.setNow(new Date("2026-11-26T10:00:00Z"));
    const { token, customerId } = await caseOwner();
    const { case: c } = await newCase(token);
    const before = await getCase(customerId, c.id);
    await writeCase(before, nextVersion(before, { status: "closed", closeReason: "case-paid-in-full", closedAt: Clock.nowMs() }), {
      kind: "closed",
      by: "test",
    });
    for (const lang of ["no", "en"] as const) {
      const res = await call("POST", `/cases/${c.id}/down-payment-plan`, { token, lang, body: plan() });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        lang === "no"
          ? "Saken er ikke i gang (ikke startet, lukket eller slått sammen): den kan ikke få en nedbetalingsplan."
          : "The case is not running (not started, closed or merged): it cannot have a down-payment plan.",
      );
    }
    expect((await call("POST", "/cases/999999/down-payment-plan", { token, body: plan() })).status).toBe(404);
  });
});
