import { describe, expect, it } from "vitest";
import { attachmentBytes, mailTo, waitForMail } from "../../../api/test/mail";
import { drainJobs } from "../../../api/test/jobs";
import { enqueue } from "../jobs/queue";
import { config } from "../config";
import { addressOf, decodeHeader } from "../mail/sender";
import { getObject, logoKey, putObject } from "../storage/documents";
import { readObject } from "../storage/s3";
import { letterModelKey, letterPdfKey, printBatchKey, queueLetter } from "./letter-queue";
import { printBatchJob } from "./letters.jobs";
import { pdfText } from "./pdf/extract-text";
import { sampleLetter } from "./pdf/sample-letter";
import { markPrint, printBatchLetters, printLettersByStatus, sentByPartner } from "./print-queue";
import { sendingWindowEachTest } from "../../../api/test/sending-window";

const flat = (pdf: Uint8Array) => pdfText(pdf).replace(/\u00a0/g, " ").replace(/\s+/g, " ");
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
    "base64",
  ),
);

describe("letters.render-letter and the print queue", () => {
  sendingWindowEachTest();
  const to = `debtor-${Date.now()}@example.no`;

  it("renders once, stores the PDF, mails it attached and queues it for print", async () => {
    await putObject(logoKey("cust1"), PNG, "image/png");
    const m = sampleLetter();
    const payload = {
      customerId: "cust1",
      caseId: "case1",
      letterId: "letter1",
      channels: ["email", "post"] as ("email" | "post")[],
      email: { to },
      model: { ...m, creditor: { ...m.creditor, logo: { key: logoKey("cust1"), type: "image/png" } } },
    };
    const first = await queueLetter(payload);
    const second = await queueLetter(payload);
    expect(second).toBe(first);
    expect(first).toBe("letters.render-letter#cust1#case1#letter1");
    await drainJobs({ timeoutMs: 20_000 });

    // the letter is a record: in the records bucket, not the documents bucket; its model is working data
    const stored = await readObject(config().recordsBucketName, letterPdfKey("cust1", "case1", "letter1"));
    expect(stored?.contentType).toBe("application/pdf");
    expect(await getObject(letterPdfKey("cust1", "case1", "letter1"))).toBeNull();
    expect(Buffer.from(stored!.body).toString("latin1")).toMatch(/\/Subtype \/Image/); // the logo
    expect(await getObject(letterModelKey("cust1", "case1", "letter1"))).not.toBeNull();

    const mail = await waitForMail(to);
    expect(await mailTo(to)).toHaveLength(1);
    expect(mail.subject).toBe("Betalingsoppfordring fra Fjordkraft Utleie AS (sak 2026-0017)");
    // from the creditor, at our address, answers to the creditor (issue 18, C5)
    expect(decodeHeader(mail.from)).toBe(`"Fjordkraft Utleie AS via Innfri" <${addressOf(config().mailFrom)}>`);
    expect(mail.replyTo).toEqual(["inkasso@fjordutleie.no"]);
    expect(mail.body.text!.replace(/\u00a0/g, " ")).toContain("Beløpet å betale er 9 953,26 kr, med betalingsfrist 28.08.2026");
    expect(mail.attachments).toHaveLength(1);
    const [att] = mail.attachments;
    expect(att!.filename).toBe("betalingsoppfordring-2026-0017.pdf");
    expect(att!.contentType).toBe("application/pdf");
    const bytes = attachmentBytes(att!);
    expect(Buffer.compare(bytes, Buffer.from(stored!.body))).toBe(0);
    const text = flat(bytes);
    expect(text).toContain("Kontonummer 1234 56 78903 KID 100420260174 Beløp 9 953,26 kr Betalingsfrist 28.08.2026");
    expect(text).toContain("fra 16.05.2026");

    const queued = await printLettersByStatus("queued");
    expect(queued.map((l) => l.letterId)).toEqual(["letter1"]);
  });

  it("joins the day's letters to post into one batch and marks them printed and sent", async () => {
    const m = sampleLetter({ caseNumber: "2026-0099", debtor: { ...sampleLetter().debtor, name: "Åse Løvø" } });
    await queueLetter({ customerId: "cust2", caseId: "case9", letterId: "letter9", channels: ["post"], model: m });
    await drainJobs({ timeoutMs: 20_000 });
    expect((await printLettersByStatus("queued")).map((l) => l.letterId).sort()).toEqual(["letter1", "letter9"]);

    await enqueue(printBatchJob, { at: "2026-08-17T12:00:00.000Z" });
    await enqueue(printBatchJob, { at: "2026-08-17T12:00:00.000Z" });
    await drainJobs({ timeoutMs: 20_000 });

    const { batches, queued } = await sentByPartner();
    expect(queued).toEqual([]);
    expect(batches).toEqual([
      expect.objectContaining({ batchId: "2026-08-17", status: "ready", letterCount: 2, pageCount: 4 }),
    ]);
    const batchPdf = await readObject(config().recordsBucketName, printBatchKey("2026-08-17"));
    const text = flat(batchPdf!.body);
    expect(text).toContain("Kåre Østby-Ærø");
    expect(text).toContain("Åse Løvø");
    // dated 14.08, printed and posted on Monday 17.08: dated that day, with 14 days from it (issue 18 #3)
    expect(text).not.toContain("28.08.2026");
    expect(text).toContain("Betalingsfrist 31.08.2026");
    const model = JSON.parse(new TextDecoder().decode((await getObject(letterModelKey("cust2", "case9", "letter9")))!.body));
    expect(model).toMatchObject({ letter: { date: "2026-08-17" }, payment: { deadline: "2026-08-31" } });

    await markPrint({ batchId: "2026-08-17" }, "printed");
    expect((await printBatchLetters("2026-08-17")).map((l) => l.status)).toEqual(["printed", "printed"]);
    await markPrint({ customerId: "cust2", letterId: "letter9" }, "sent");
    await markPrint({ batchId: "2026-08-17" }, "printed"); // never backwards
    const after = await printBatchLetters("2026-08-17");
    expect(Object.fromEntries(after.map((l) => [l.letterId, l.status]))).toEqual({ letter1: "printed", letter9: "sent" });
    expect((await sentByPartner()).batches[0]!.status).toBe("printed");
    await expect(markPrint({ batchId: "2026-01-01" }, "sent")).rejects.toThrow();
  });
});
