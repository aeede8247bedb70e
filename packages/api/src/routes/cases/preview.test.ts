import { Clock } from "@innfri/core/clock";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner } from "../../../test/cases";
import { debtorBody, newInvoice } from "../../../test/ledger";
import { call } from "../../../test/support";

/** A case on a new debtor with an e-mail address, an invoice (NOK 1 000) due 15.11.2026 unless told. */
async function caseWithDebtor(token: string, amountOre = 1_000_00, dueDate = "2026-11-15", person = false) {
  const inv = await newInvoice(token, {
    dueDate,
    voucherDate: "2026-11-01",
    amount: String(amountOre / 100),
    debtor: debtorBody({
      email: `debtor-${Date.now()}-${amountOre}@example.no`,
      address: "Gata 2",
      // a consumer pays the fee itself (a business's first letter claims the § 3a compensation; fees are set off)
      ...(person ? { type: "person", name: "Kari Nordmann", orgNumber: undefined } : {}),
    }),
  });
  const res = await call("POST", "/cases", { token, body: { debtorId: inv.debtorId, voucherIds: [inv.id] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

describe("the letter a step would send, before it runs (POST case-documents/preview, multiple-preview)", () => {
  afterEach(() => Clock.setOffset(0));

  it("previews a step's letter on one case (stepId) without running it; a refused step says why in both languages", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const id = await caseWithDebtor(token);
    const [reminder, purring] = (await call("GET", `/cases/${id}/available-steps`, { token })).body.data;

    const res = await call("POST", `/case-documents/preview/${id}/content`, {
      token,
      body: { stepId: reminder.stepId, channels: ["email"] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ caseId: id, kind: "payment-reminder" });
    expect(res.body.fileName).toMatch(/\.pdf$/);
    expect(res.body.model).toMatchObject({
      letter: { kind: "payment-reminder", date: "2026-11-20" },
      // a business debtor: the first letter claims the § 3a compensation as its own cost line (issue 17, C4)
      amounts: {
        principalOre: 1_000_00,
        fees: [{ name: "Kompensasjon, forsinkelsesrenteloven § 3a", amountOre: 430_00 }],
      },
      payment: { deadline: "2026-11-27" },
      debtor: { name: expect.any(String) },
    });
    // nothing ran: no step, no send used, the case still ready
    expect((await call("GET", `/cases/${id}/steps`, { token })).body.total).toBe(0);
    expect((await call("GET", `/cases/${id}`, { token })).body).toMatchObject({ status: "ready", lastStep: null });

    for (const lang of ["no", "en"] as const) {
      const refused = await call("POST", `/case-documents/preview/${id}/content`, {
        token,
        lang,
        body: { stepId: purring.stepId },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(
        lang === "no" ? "Steget kan ikke kjøres på saken nå." : "The step cannot be run on the case now.",
      );
      expect(refused.body.errors.stepId[0]).toContain("29.11.2026");
      expect(refused.body.errors.stepId[0]).toContain(lang === "no" ? "forfallsdato" : "due date");
    }
    // the purring where the law allows it (due 01.11, 19 days ago): its fee on its own line (§ 10 c), the interest
    const older = await caseWithDebtor(token, 1_000_00, "2026-11-01", true);
    const personPurring = (await call("GET", `/cases/${older}/available-steps`, { token })).body.data[1];
    const later = await call("POST", `/case-documents/preview/${older}/content`, {
      token,
      body: { stepId: personPurring.stepId },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.model.letter).toMatchObject({ kind: "reminder", date: "2026-11-20" });
    expect(later.body.model.amounts.fees).toHaveLength(1);
    expect(later.body.model.amounts.fees[0].amountOre).toBe(38_00); // 1/20 of 750 kr (2026)
    expect(later.body.model.amounts.interest.length).toBeGreaterThan(0);

    // exactly one of letterId and stepId; an unknown case is 404
    for (const lang of ["no", "en"] as const) {
      const neither = await call("POST", `/case-documents/preview/${id}/content`, { token, lang, body: {} });
      expect(neither.status).toBe(422);
      expect(neither.body.errors.stepId[0]).toBe(lang === "no" ? "Dette feltet er obligatorisk." : "Please type something");
    }
    const both = await call("POST", `/case-documents/preview/${id}/content`, {
      token,
      body: { stepId: reminder.stepId, letterId: "x" },
    });
    expect(both.status).toBe(422);
    const missing = await call("POST", "/case-documents/preview/9999/content", { token, body: { stepId: reminder.stepId } });
    expect(missing.status).toBe(404);
  });

  it("previews a step on several selected cases, each answered in the request's language, at most 50", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await caseOwner();
    const a = await caseWithDebtor(token, 1_000_00);
    const b = await caseWithDebtor(token, 2_500_00);
    const [reminder] = (await call("GET", `/cases/${a}/available-steps`, { token })).body.data;
    await call("POST", `/cases/${b}/steps`, { token, body: { stepId: reminder.stepId } }); // b is past it

    const body = { caseIds: [a, b, a], stepId: reminder.stepId };
    const en = await call("POST", "/case-documents/multiple-preview/content", { token, lang: "en", body });
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    expect(en.body.data).toMatchObject([
      { caseId: a, ok: true, message: null, preview: { caseId: a, kind: "payment-reminder" } },
      { caseId: b, ok: false, preview: null, message: "The step is not one of the case's procedure after its last step." },
    ]);
    expect(en.body.data[0].preview.model.amounts.principalOre).toBe(1_000_00);
    const no = await call("POST", "/case-documents/multiple-preview/content", { token, lang: "no", body });
    expect(no.body.data[1].message).toBe("Steget hører ikke til sakens prosedyre etter det siste steget.");
    expect((await call("GET", `/cases/${a}/steps`, { token })).body.total).toBe(0); // a preview runs nothing

    for (const lang of ["no", "en"] as const) {
      const tooMany = await call("POST", "/case-documents/multiple-preview/content", {
        token,
        lang,
        body: { caseIds: Array.from({ length: 51 }, (_, i) => String(i + 1)), stepId: reminder.stepId },
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors.caseIds[0]).toBe(
        lang === "no" ? "Du kan velge høyst 50 saker om gangen." : "You can select a maximum of 50 cases at once.",
      );
    }
    const none = await call("POST", "/case-documents/multiple-preview/content", {
      token,
      body: { caseIds: [], stepId: reminder.stepId },
    });
    expect(none.status).toBe(422);
  });
});
