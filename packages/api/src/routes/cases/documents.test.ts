import "@innfri/core/cases/letter-hooks"; // the letters rendered or moved here report to their cases, as in the deployed functions
import { Clock } from "@innfri/core/clock";
import { RenderLetter } from "@innfri/core/letters/letter-queue";
import { sampleLetter } from "@innfri/core/letters/pdf/sample-letter";
import { renderLetter } from "@innfri/core/letters/render-letter";
import { pdfText } from "@innfri/core/letters/pdf/extract-text";
import { stepsOf } from "@innfri/core/procedures/index";
import { seedProcedures } from "@innfri/core/procedures/seed";
import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { app } from "../../app";
import { caseOwner, newCase } from "../../../test/cases";
import { drainJobs } from "../../../test/jobs";
import { mailTo } from "../../../test/mail";
import { sessionOn } from "../../../test/ledger";
import { call } from "../../../test/support";
import { sendingWindowEachTest } from "../../../test/sending-window";

/** A case of a new owner with one letter rendered and mailed (as the step runner's job leaves it). */
async function caseWithLetter() {
  const owner = await caseOwner();
  const { case: k } = await newCase(owner.token);
  const to = `api-doc-${ulid().toLowerCase()}@example.no`;
  const m = sampleLetter({ letter: { ...sampleLetter().letter, title: "Betalingsoppfordring Ærø" } });
  await renderLetter(
    RenderLetter.parse({ customerId: owner.customerId, caseId: k.id, letterId: "brev-1", channels: ["email"], email: { to }, model: m }),
  );
  await drainJobs({ timeoutMs: 20_000 });
  return { ...owner, caseId: k.id as string, procedureId: k.procedureId as string, to };
}

const get = (path: string, token: string) => app.request(`/v1${path}`, { headers: { authorization: `Bearer ${token}` } });

describe("a case's documents, email log and step responses", () => {
  sendingWindowEachTest();
  afterEach(() => Clock.setOffset(0));

  it("lists the letters and serves the PDF with its suggested file name, as a download or inline", async () => {
    const o = await caseWithLetter();
    const list = await call("GET", `/cases/${o.caseId}/documents`, { token: o.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      data: [{ letterId: "brev-1", caseId: o.caseId, caseStepId: null, status: "mailed", fileName: "betalingsoppfordring-ærø-2026-0017.pdf" }],
    });

    const pdf = await get(`/cases/${o.caseId}/documents/brev-1`, o.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="betalingsoppfordring-aero-2026-0017.pdf"; filename*=UTF-8''betalingsoppfordring-%C3%A6r%C3%B8-2026-0017.pdf`,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(bytes.byteLength).toBe(list.body.data[0].size);
    expect(pdfText(bytes)).toContain("Ærø");
    const inline = await get(`/cases/${o.caseId}/documents/brev-1?inline=1`, o.token);
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; filename="betalingsoppfordring-aero-2026-0017.pdf"/);

    expect((await get(`/cases/${o.caseId}/documents/nope`, o.token)).status).toBe(404);
    expect((await call("GET", "/cases/999/documents", { token: o.token })).status).toBe(404);
    // another customer sees none of it
    const other = await caseOwner();
    expect((await get(`/cases/${o.caseId}/documents/brev-1`, other.token)).status).toBe(404);

    const preview = await call("POST", `/case-documents/preview/${o.caseId}/content`, { token: o.token, body: { letterId: "brev-1" } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ caseId: o.caseId, kind: "payment-demand", model: { caseNumber: "2026-0017" } });
  });

  it("shows the email log with status and resends a mail once per Idempotency-Key", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z")); // a resend goes inside the sending window (G3)
    const o = await caseWithLetter();
    const log = await call("GET", `/cases/${o.caseId}/emails`, { token: o.token });
    expect(log.status).toBe(200);
    expect(log.body.data).toEqual([
      expect.objectContaining({ to: o.to, status: "sent", letterId: "brev-1", attachmentNames: ["betalingsoppfordring-ærø-2026-0017.pdf"] }),
    ]);
    const mailId = log.body.data[0].id;
    const headers = { "idempotency-key": "again-1" };
    const first = await call("POST", `/case-emails/resend/${mailId}`, { token: o.token, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const repeat = await call("POST", `/case-emails/resend/${mailId}`, { token: o.token, headers });
    expect(repeat.body.data.id).toBe(first.body.data.id);
    await drainJobs({ timeoutMs: 20_000 });
    expect(await mailTo(o.to)).toHaveLength(2);
    const after = await call("GET", `/cases/${o.caseId}/emails`, { token: o.token });
    // newest first, as the documents tab (C11)
    expect(after.body.data.map((m: { status: string; resendOf: string | null }) => [m.resendOf, m.status])).toEqual([
      [mailId, "sent"],
      [null, "sent"],
    ]);
    expect((await call("POST", "/case-emails/resend/nope", { token: o.token })).status).toBe(404);
    const sales = await sessionOn(o.customerId, "sales");
    expect((await call("POST", `/case-emails/resend/${mailId}`, { token: sales })).status).toBe(403);
    expect((await call("GET", `/cases/${o.caseId}/emails`, { token: sales })).status).toBe(200);
  });

  it("resends a letter mail at most 3 times an hour to the debtor's address (G6), then 429 in both languages", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z")); // a resend goes inside the sending window (G3)
    const o = await caseWithLetter();
    const mailId = (await call("GET", `/cases/${o.caseId}/emails`, { token: o.token })).body.data[0].id;
    for (let i = 0; i < 3; i++)
      expect((await call("POST", `/case-emails/resend/${mailId}`, { token: o.token, headers: { "idempotency-key": `r-${i}` } })).status).toBe(202);
    // a keyed repeat of one of them is its answer, not a new mail
    expect((await call("POST", `/case-emails/resend/${mailId}`, { token: o.token, headers: { "idempotency-key": "r-0" } })).status).not.toBe(429);
    for (const [lang, text] of [["no", "Prøv igjen om"], ["en", "Please try again in"]] as const) {
      const res = await call("POST", `/case-emails/resend/${mailId}`, { token: o.token, lang });
      expect(res.status).toBe(429);
      expect(res.body.message).toContain(text);
    }
    await drainJobs({ timeoutMs: 20_000 });
    expect(await mailTo(o.to)).toHaveLength(4);
  });

  it("records a step response with 422 per field in both languages", async () => {
    Clock.setNow(new Date("2026-11-20T10:00:00Z"));
    await seedProcedures();
    const o = await caseOwner();
    const { case: k } = await newCase(o.token);
    const petition = (await stepsOf(k.procedureId)).find((s) => s.kind === "enforcement-petition")!;
    const path = `/cases/${k.id}/steps/${petition.id}/response`;

    const blank = await call("GET", path, { token: o.token });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ kind: "enforcement-petition", issueDate: null });

    const body = { issueDate: "2026-11-10", propertyPostcode: "12", totalAgreedOre: 5 };
    const en = await call("PUT", path, { token: o.token, body, lang: "en" });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      propertyPostcode: ["Please enter a valid postcode (4 digits)."],
      propertyAddress: ["Please enter both the address and the postcode of the property."],
      totalAgreedOre: ["This field does not belong to this step."],
    });
    const no = await call("PUT", path, { token: o.token, body, lang: "no" });
    expect(no.body.errors.totalAgreedOre).toEqual(["Feltet hører ikke til dette steget."]);

    const ok = await call("PUT", path, {
      token: o.token,
      body: { issueDate: "2026-11-10", namsbokNumber: "26-1234ENE-NAMO", propertyAddress: "Storgata 2", propertyPostcode: "0155" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ namsbokNumber: "26-1234ENE-NAMO", propertyPostcode: "0155", updatedAt: expect.any(Number) });
    const events = await call("GET", `/cases/${k.id}/events`, { token: o.token });
    expect(events.body.data.at(-1)).toMatchObject({ kind: "step-response", data: { stepId: petition.id } });
    expect((await call("PUT", `/cases/${k.id}/steps/no-such-step/response`, { token: o.token, body: {} })).status).toBe(404);
  });
});
