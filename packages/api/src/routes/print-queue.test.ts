import "@innfri/core/cases/letter-hooks"; // the letters rendered or moved here report to their cases, as in the deployed functions
import { describe, expect, it } from "vitest";
import { letterModelKey } from "@innfri/core/letters/letter-queue";
import { sampleLetter } from "@innfri/core/letters/pdf/sample-letter";
import { pdfText } from "@innfri/core/letters/pdf/extract-text";
import { queueForPrint } from "@innfri/core/letters/print-queue";
import { makePrintBatch } from "@innfri/core/letters/print-queue-batch";
import { putObject } from "@innfri/core/storage/documents";
import { call, createUser, signIn } from "../../test/support";

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const u = await createUser(opts);
  return { ...u, token: (await signIn(u.email)).user.accessToken };
}

/** A letter to post, as the render-letter job leaves it: its model in S3 and its print item. */
async function letterToPost(letterId: string, debtorName: string) {
  const model = sampleLetter({ debtor: { ...sampleLetter().debtor, name: debtorName } });
  await putObject(letterModelKey("cust-p", "case-p", letterId), new TextEncoder().encode(JSON.stringify(model)), "application/json");
  await queueForPrint({ customerId: "cust-p", caseId: "case-p", letterId, caseNumber: model.caseNumber, debtorName });
}

describe("case-documents: the print queue", () => {
  it("lists the waiting letters and the batches, serves the batch PDF and marks it printed, then sent", async () => {
    const staff = await signedIn({ type: "sales" });
    const admin = await signedIn({ type: "admin" });
    await letterToPost("p1", "Ola Nordmann");
    await letterToPost("p2", "Åse Løvø");

    let res = await call("GET", "/case-documents/sent-by-partner", { token: staff.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queued.map((l: { letterId: string }) => l.letterId).sort()).toEqual(["p1", "p2"]);
    expect(res.body.batches).toEqual([]);

    await makePrintBatch("2026-11-20");
    res = await call("GET", "/case-documents/sent-by-partner", { token: staff.token });
    expect(res.body.queued).toEqual([]);
    expect(res.body.batches).toEqual([
      expect.objectContaining({ batchId: "2026-11-20", status: "ready", letterCount: 2, pageCount: 4 }),
    ]);

    const pdf = await (await import("../app")).app.request("/v1/case-documents/print-batches/2026-11-20", {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="utskrift-2026-11-20.pdf"; filename*=UTF-8''utskrift-2026-11-20.pdf`,
    );
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Åse Løvø");

    res = await call("PUT", "/case-documents/status", { token: admin.token, body: { batchId: "2026-11-20", status: "printed" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.batches[0].status).toBe("printed");
    res = await call("PUT", "/case-documents/status", {
      token: admin.token,
      body: { customerId: "cust-p", letterId: "p1", status: "sent" },
    });
    expect(res.status).toBe(200);
  });

  it("answers 404 in the caller's language, 422 for a wrong body, and refuses customer users", async () => {
    const admin = await signedIn({ type: "admin" });
    const no = await call("PUT", "/case-documents/status", { token: admin.token, body: { batchId: "2020-01-01", status: "sent" } });
    expect(no.status).toBe(404);
    expect(no.body.message).toBe("Fant ikke det du lette etter.");
    const en = await call("PUT", "/case-documents/status", {
      token: admin.token,
      lang: "en",
      body: { batchId: "2020-01-01", status: "sent" },
    });
    expect(en.body.message).toBe("We could not find what you were looking for.");
    const bad = await call("PUT", "/case-documents/status", { token: admin.token, body: { batchId: "x", status: "lost" } });
    expect(bad.status).toBe(422);
    const user = await signedIn({ type: "user" });
    expect((await call("GET", "/case-documents/sent-by-partner", { token: user.token })).status).toBe(403);
    expect((await call("GET", "/case-documents/sent-by-partner")).status).toBe(401);
  });
});
