import { Clock } from "@innfri/core/clock";
import { afterEach, describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { runKind } from "../../../test/case-steps";
import { call } from "../../../test/support";

describe("reverting steps (POST /cases/{id}/revert)", () => {
  afterEach(() => Clock.setOffset(0));

  // the ladder before the petition (inkassoloven §§ 9-10) adds four letter runs
  it("reverts keeping and not keeping the fees, in both languages; judicial steps are refused", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const s = await caseOwner();
    // a private debtor: a company's fees are set off against the § 3a compensation (fee 0 at first)
    const person = {
      type: "person",
      name: "Kari Nordmann",
      customerNumber: `P-${Date.now()}`,
      postcode: "0155",
      city: "Oslo",
    };
    const { case: c } = await newCase(s.token, { dueDate: "2026-05-01", debtor: person });
    // the API's test debtor has no e-mail: the letters that go by post (the payment reminder is e-mail only)
    await runKind(s, c.id, "reminder");
    const purring = await runKind(s, c.id, "debt-collection-notice");
    expect(purring.feeOre).toBeGreaterThan(0);
    const before = (await call("GET", `/cases/${c.id}`, { token: s.token })).body;

    const kept = await call("POST", `/cases/${c.id}/revert`, {
      token: s.token,
      body: { runId: purring.id, keepFees: true },
      lang: "en",
    });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe(
      `The steps from “${purring.nameEn}” on have been reverted on case ${c.id}. The fees were kept.`,
    );
    expect(kept.body.data).toMatchObject({ feesOre: before.feesOre, lastStep: { kind: "reminder" } });
    expect(kept.body.reverted).toEqual([
      expect.objectContaining({ id: purring.id, status: "reverted", feesKept: true }),
    ]);
    const steps = (await call("GET", `/cases/${c.id}/steps`, { token: s.token })).body.data;
    expect(steps.map((s: { status: string }) => s.status).at(-1)).toBe("reverted");

    const again = await runKind(s, c.id, "debt-collection-notice");
    const removed = await call("POST", `/cases/${c.id}/revert`, {
      token: s.token,
      body: { runId: again.id, keepFees: false },
      lang: "no",
    });
    expect(removed.body.message).toContain("Gebyrene er fjernet.");
    expect(removed.body.data.feesOre).toBe(before.feesOre - again.feeOre);

    const twice = await call("POST", `/cases/${c.id}/revert`, {
      token: s.token,
      body: { runId: again.id, keepFees: false },
      lang: "en",
    });
    expect(twice).toMatchObject({ status: 422, body: { message: "The step has already been reverted." } });
    const missing = await call("POST", `/cases/${c.id}/revert`, { token: s.token, body: { runId: "x" }, lang: "en" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.keepFees).toBeDefined();

    const { case: j } = await newCase(s.token, { dueDate: "2026-05-01" });
    const notice = await runKind(s, j.id, "enforcement-notice");
    await runKind(s, j.id, "enforcement-petition");
    for (const [lang, text] of [
      ["en", "Rights for judicial steps already started in the case"],
      ["no", "Rettslige skritt er allerede påbegynt i saken og kan ikke tilbakestilles."],
    ] as const) {
      const judicial = await call("POST", `/cases/${j.id}/revert`, {
        token: s.token,
        body: { runId: notice.id, keepFees: true },
        lang,
      });
      expect(judicial).toMatchObject({ status: 422, body: { message: text } });
    }
  }, 60_000);

  it("refuses a closed and a merged case in both languages (the case page offers no revert there)", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const s = await caseOwner();
    const { case: closed } = await newCase(s.token, { dueDate: "2026-05-01" });
    const closedRun = await runKind(s, closed.id, "reminder");
    const close = await call("PATCH", `/cases/${closed.id}/close`, {
      token: s.token,
      body: { reason: "depreciated-loss" },
    });
    expect(close.status).toBe(200);
    const { case: merged, invoice } = await newCase(s.token, { dueDate: "2026-05-01" });
    const mergedRun = await runKind(s, merged.id, "reminder");
    const { case: target } = await newCase(s.token, { dueDate: "2026-05-01", debtorId: invoice.debtorId });
    const merge = await call("POST", `/cases/${target.id}/merge`, { token: s.token, body: { caseIds: [merged.id] } });
    expect(merge.status).toBe(200);
    for (const [id, runId] of [
      [closed.id, closedRun.id],
      [merged.id, mergedRun.id],
    ])
      for (const [lang, text] of [
        ["en", "A closed or merged case cannot be reverted."],
        ["no", "En avsluttet eller sammenslått sak kan ikke tilbakestilles."],
      ] as const) {
        const res = await call("POST", `/cases/${id}/revert`, {
          token: s.token,
          body: { runId, keepFees: true },
          lang,
        });
        expect(res).toMatchObject({ status: 422, body: { errors: { runId: [text] } } });
      }
  });
});
