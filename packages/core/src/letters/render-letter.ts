import "./entities"; // registers the entities named here (waitingLetter)
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isWithinSendingWindow, letterSending, loadPublicHolidays } from "../law/sending-window";
import { letterWord, paymentReference } from "../i18n/letters";
import { enqueue } from "../jobs/queue";
import { sendMailJob, type Mail } from "../mail/mail.jobs";
import { creditorSenderName, headerName } from "../mail/sender";
import { isValidEmail } from "../util/validation";
import { getObject, putObject } from "../storage/documents";
import { putRecord } from "../storage/record-writer";
import type { LetterModelInput, QueuedLetterModel } from "./letter-model";
import { letterFileName, letterModelKey, letterPdfKey, type RenderLetter } from "./letter-queue";
import { letterAccountNumber, letterDate, letterMoney } from "./pdf/format";
import { renderLetterPdf } from "./pdf/render";
import { queueForPrint } from "./print-item";
import { redateLetter } from "./redate";
import { letterHooks } from "./letter-hooks";
import { letterMailId, logQueuedMail } from "../mail/mail-log";

/**
 * The handler of `letters.render-letter` (letters.jobs.ts; loaded by the jobs consumer only). Each step is
 * idempotent, so a delivery that fails halfway is simply run again: the model and the PDF are put under fixed
 * keys, the mail is queued under the letter's key, the print item is created once. What the letter means for its
 * case (its step planned again, its document record) is the case's, reported through the letter hooks
 * (letter-hooks.ts; cases/letter-hooks.ts).
 */

/** The model with its logo's bytes, read from the documents bucket; a logo that is gone is left out. */
export async function withLogo(
  model: QueuedLetterModel,
  cache = new Map<string, Uint8Array | null>(),
): Promise<LetterModelInput> {
  const logo = model.creditor.logo;
  if (!logo) return model;
  if (!cache.has(logo.key)) cache.set(logo.key, (await getObject(logo.key))?.body ?? null);
  const bytes = cache.get(logo.key);
  const { logo: _dropped, ...creditor } = model.creditor;
  return { ...model, creditor: bytes ? { ...creditor, logo: { bytes, type: logo.type } } : creditor };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The subject as sent: one line (no control character survives into the header), naming the creditor (C5: a
 * template's subject without the creditor's name gets it in front).
 */
export function subjectNamingCreditor(subject: string, creditorName: string): string {
  const line = headerName(subject);
  const name = headerName(creditorName);
  return !name || line.toLowerCase().includes(name.toLowerCase()) ? line : `${name}: ${line}`;
}

/**
 * The mail that carries the letter: the template's texts when given, else the letter's own words. It is from the
 * creditor ("<Creditor> via Innfri", mail/sender.ts) with Reply-To the contact address the letter names; without
 * one, no Reply-To, and the text says that answers are not read (docs/letters.md "The mail").
 */
export function letterMail(p: RenderLetter, pdfKey: string): Mail {
  const m = p.model;
  const lang = m.letter.language;
  const params = {
    title: m.letter.title,
    creditor: m.creditor.name,
    caseNumber: m.caseNumber,
    debtor: m.debtor.name,
    total: letterMoney(m.amounts.totalOre),
    deadline: letterDate(m.payment.deadline),
    account: letterAccountNumber(m.payment.accountNumber ?? m.creditor.accountNumber),
    reference: paymentReference(lang, m.payment.kid, m.caseNumber),
  };
  const contact = m.creditor.contact.email?.trim();
  const replyTo = contact && isValidEmail(contact) ? contact : undefined;
  const noReply = replyTo ? "" : letterWord(lang, "letters.mail.noReply", { creditor: m.creditor.name });
  const text = (p.email?.text ?? letterWord(lang, "letters.mail.body", params)) + (noReply ? `\n\n${noReply}` : "");
  const html = p.email?.html
    ? noReply
      ? p.email.html.replace(/(<\/body>|$)/i, `<p>${escape(noReply)}</p>$1`)
      : p.email.html
    : `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">${text
        .split(/\n{2,}/)
        .map((para) => `<p>${escape(para).replace(/\n/g, "<br>")}</p>`)
        .join("")}</body></html>`;
  return {
    to: p.email!.to,
    subject: subjectNamingCreditor(
      p.email?.subject ?? letterWord(lang, "letters.mail.subject", params),
      m.creditor.name,
    ),
    text,
    html,
    fromName: creditorSenderName(m.creditor.name),
    ...(replyTo ? { replyTo } : {}),
    attachments: [{ key: pdfKey, filename: letterFileName(m), contentType: "application/pdf" }],
  };
}

/**
 * A letter whose job runs when the sending window is closed (a long evening's queue, a retry after 21:00) does not go:
 * it is dated for the day it will then be sent (a posted one for its posting day) with its deadline counted from it
 * (`redateLetter`), to be queued again then under a key of its own (`attempt`). The context whose letter it is plans
 * it (a step's letter: its step planned again for the next opening, cases/steps/letter-window.ts); a letter no
 * context takes (a down-payment plan's: security-review-2 G3) waits in a waiting-letter item, dated for that day (a
 * plan keeps its deadline), which the sweep queues (cases/steps/sweep.ts `queueWaitingLetters`). Answers whether it
 * waits.
 */
async function waitForWindow(p: RenderLetter, now: Date): Promise<boolean> {
  await loadPublicHolidays();
  if (!p.channels.includes("email") || isWithinSendingWindow(now)) return false;
  const { plannedSendAt, sendDate } = letterSending(now, p.channels.includes("post"));
  const { model, deadline, changed } = redateLetter(p.model, sendDate);
  const letter: RenderLetter = { ...p, model, attempt: (p.attempt ?? 1) + 1 };
  for (const hooks of letterHooks("held")) {
    if (await hooks.held(p, { plannedSendAt, letter, deadline, changed })) return true;
  }
  // keyed by the letter: a rerun of this job puts the same item again
  await db()
    .entities.waitingLetter.put({
      customerId: p.customerId,
      caseId: p.caseId,
      letterId: p.letterId,
      plannedSendAt,
      letter,
    })
    .go();
  return true;
}

export async function renderLetter(p: RenderLetter): Promise<void> {
  const { customerId, caseId, letterId, model } = p;
  // refused before anything is sent when no context registered: a letter nobody records is never mailed
  const contexts = letterHooks("rendered");
  if (await waitForWindow(p, Clock.now())) return;
  const pdf = await renderLetterPdf(await withLogo(model));
  const pdfKey = letterPdfKey(customerId, caseId, letterId);
  await putObject(
    letterModelKey(customerId, caseId, letterId),
    new TextEncoder().encode(JSON.stringify(model)),
    "application/json",
  );
  // the letter sent is a record (bokføringsloven § 13), kept from its date; the model is working data
  await putRecord(pdfKey, pdf, { contentType: "application/pdf", recordDate: model.letter.date });
  if (p.channels.includes("email")) {
    // logged as queued before it is queued, so the sender always finds the item it marks sent
    const log = { customerId, caseId, mailId: letterMailId(letterId) };
    const mail = { ...letterMail(p, pdfKey), log };
    await logQueuedMail(log, mail, { letterId });
    await enqueue(sendMailJob, mail, { key: `letter#${customerId}#${letterId}` });
  }
  if (p.channels.includes("post"))
    await queueForPrint({ customerId, caseId, letterId, caseNumber: model.caseNumber, debtorName: model.debtor.name });
  // last: the case shows the letter once it is on its way (a rerun reports it again; the case records it once)
  const file = { pdfKey, size: pdf.byteLength, fileName: letterFileName(model) };
  for (const hooks of contexts) await hooks.rendered(p, file);
}
