import { registerLetterHooks } from "../letters/letter-hooks";

/**
 * What a letter means for its case, registered at the letters' hook points (letters/letter-hooks.ts) when this module
 * loads; letters imports no case module. Every function and script that renders a letter or moves one in the print
 * queue imports it at its start (the jobs consumer through jobs/registry.ts, the print-queue routes, the local server
 * through the consumer; `functions/hooks.test.ts` of the API checks every deployed entry); without it letters refuses
 * to send (`LetterHookMissing`).
 *
 * - held: a step's letter whose job ran outside the sending window plans its step again (steps/letter-window.ts);
 * - rendered: the case records the letter among its documents (documents/case-documents.ts, once per letter);
 * - print status: the case's document follows the print queue (printed, sent);
 * - redated: a posted letter dated again moves its step's deadline.
 *
 * The handlers load on first use (`import()`), so a function that only reads the print queue keeps the case's
 * store out of its cold start.
 */

export const CASES = "cases";

registerLetterHooks(CASES, {
  async held(p, next) {
    const { holdStepLetter } = await import("./steps/letter-window");
    return holdStepLetter(p, next);
  },
  async rendered(p, file) {
    const { recordCaseDocument } = await import("./documents/case-documents");
    await recordCaseDocument({
      customerId: p.customerId,
      caseId: p.caseId,
      letterId: p.letterId,
      ...(p.caseStepId ? { caseStepId: p.caseStepId } : {}),
      kind: p.model.letter.kind,
      title: p.model.letter.title,
      fileName: file.fileName,
      channels: p.channels,
      pdfKey: file.pdfKey,
      size: file.size,
    });
  },
  async printStatus(letter, status) {
    const { followPrintStatus } = await import("./documents/case-documents");
    await followPrintStatus(letter, status);
  },
  async redated(letter, deadline) {
    const { moveStepDeadline } = await import("./steps/letter-window");
    await moveStepDeadline(letter, deadline);
  },
});
