import { slugFileName } from "../util/download";
import type { QueuedLetterModel as Model } from "./letter-model";

/** Where a letter's files live, and its suggested file name (docs/letters.md "Storage keys"). Pure. */

// Storage keys: everything of a customer under customers/{customerId}/ (storage/documents.ts).
const caseDir = (customerId: string, caseId: string) => `customers/${customerId}/cases/${caseId}/letters`;
export const letterPdfKey = (customerId: string, caseId: string, letterId: string) =>
  `${caseDir(customerId, caseId)}/${letterId}.pdf`;
/** The model the PDF was rendered from: the print batch renders from it, a preview can show it. */
export const letterModelKey = (customerId: string, caseId: string, letterId: string) =>
  `${caseDir(customerId, caseId)}/${letterId}.json`;
export const printBatchKey = (batchId: string) => `print-batches/${batchId}.pdf`;

/** The suggested file name of a letter: "betalingsoppfordring-2026-0017.pdf". */
export const letterFileName = (m: Pick<Model, "letter" | "caseNumber">) =>
  `${slugFileName(m.letter.title, m.caseNumber) || "brev"}.pdf`;
