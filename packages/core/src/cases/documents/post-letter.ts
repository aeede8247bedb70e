import "./entities"; // registers the entities named here
import "../entities"; // registers the entities named here (caseStep)
import "../../letters/print-queue.entity"; // registers the entities named here
import "../../i18n/case-documents"; // registers the texts of the keys named here
import { db } from "../../dynamo/db";
import { failedAt, TransactionCanceledError } from "../../dynamo/transaction";
import { type LedgerActor } from "../../ledger/new-voucher";
import { letterModelKey } from "../../letters/letter-keys";
import { queueForPrintItem } from "../../letters/print-item";
import { getObject } from "../../storage/documents";
import { AppError, fieldError } from "../../util/error";
import { userName } from "../actor-names";
import { caseCommand, type CasePlan } from "../command";
import type { Case } from "../store";
import type { CaseDocumentView } from "./case-document-views.schema";
import { caseDocumentView } from "./case-documents";
import { refuseLetterSend } from "./letter-guard";
import { Clock } from "../../clock";
import { loadPublicHolidays, postingDay } from "../../law/sending-window";
import { QueuedLetterModel } from "../../letters/letter-model";
import { redateLetter } from "../../letters/redate";

/**
 * POST cases/{id}/documents/{letterId}/post (docs/deploy.md "Mail status", docs/case-operations.md): a letter
 * already rendered and sent by e-mail only (typically one whose mail bounced: the debtor has not been notified, and
 * inkassoloven §§ 9 and 10 count from the notice reaching the debtor) goes to the print queue, as the step runner's
 * letters to post do (letters/print-queue.ts, the same print item, taken by the daily batch) and costs what post
 * costs (billing/entitlements.ts: half a send). One transaction: the send, the print item (created once), the document's
 * channels and status (conditioned on not being posted), the case's event and the request's activity entry. A
 * second post of the letter (a double click, or two users) finds it posted and is refused: it posts and pays once.
 */

const alreadyPosted = () => fieldError("letterId", "caseDocuments.alreadyPosted");

type DocumentKey = { customerId: string; caseId: string; letterId: string };
const readDocument = async (key: DocumentKey) =>
  (await db().entities.caseDocument.get(key).go({ consistent: true })).data;
type CaseDocument = NonNullable<Awaited<ReturnType<typeof readDocument>>>;

/**
 * The case number and the debtor's name as the letter shows them (its stored model), for the print list, and the
 * deadline the letter gives when it is posted now: a re-post is dated by its posting day with a fresh deadline
 * (letters/redate.ts; the print batch prints it so), and the step's deadline moves with it before the batch runs,
 * so the next step waits for the deadline the debtor is given (inkassoloven § 9).
 */
async function printedAs(customerId: string, caseId: string, letterId: string) {
  const file = await getObject(letterModelKey(customerId, caseId, letterId));
  if (!file) return null;
  const raw = JSON.parse(new TextDecoder().decode(file.body)) as { caseNumber?: string; debtor?: { name?: string } };
  const model = QueuedLetterModel.safeParse(raw);
  let deadline: string | null = null;
  if (model.success) {
    await loadPublicHolidays();
    deadline = redateLetter(model.data, postingDay(Clock.now())).deadline;
  }
  return { caseNumber: raw.caseNumber, debtorName: raw.debtor?.name, deadline };
}

export async function postLetter(
  customerId: string,
  caseId: string,
  letterId: string,
  actor: LedgerActor,
): Promise<CaseDocumentView> {
  let key: DocumentKey = { customerId, caseId, letterId };
  const read = () => readDocument(key);
  try {
    // a case command (its version checked, the case not changed): a concurrent change plans the post again, on the
    // document as it is then (posted by the other: refused)
    await caseCommand(customerId, caseId, actor, async (c) => {
      key = { customerId, caseId: String(c.caseNumber), letterId };
      return postPlan(c, letterId, await read(), actor);
    });
  } catch (err) {
    if (err instanceof TransactionCanceledError && (await read())?.channels.includes("post")) throw alreadyPosted();
    throw err;
  }
  return await caseDocumentView((await read())!);
}

/** The post of the letter on the case as read: its checks, what it costs, and its items. */
async function postPlan(c: Case, letterId: string, doc: CaseDocument | null, actor: LedgerActor): Promise<CasePlan> {
  const { customerId } = c;
  const id = String(c.caseNumber);
  const key = { customerId, caseId: id, letterId };
  if (!doc) throw new AppError("NOT_FOUND", "errors.notFound");
  await refuseLetterSend(c, letterId, "letterId");
  if (doc.channels.includes("post")) throw alreadyPosted();
  // a collection partner's letter is the partner's to send
  if (doc.channels.includes("partner")) throw fieldError("letterId", "caseDocuments.notPostable");
  const [printed, byName, step] = await Promise.all([
    printedAs(customerId, id, letterId),
    userName(actor.userId),
    db()
      .entities.caseStep.get({ customerId, caseId: id, runId: letterId })
      .go()
      .then((r) => r.data),
  ]);
  const deadline = printed?.deadline;
  const movesDeadline = !!step && !!deadline && deadline > (step.deadlineDate ?? "");
  // the print batch renders the letter from its model: without it there is nothing to print
  if (!printed) throw fieldError("letterId", "caseDocuments.notPostable");
  const letter = {
    customerId,
    caseId: id,
    letterId,
    caseNumber: printed.caseNumber ?? id,
    debtorName: printed.debtorName ?? c.debtorName,
  };
  return {
    event: {
      kind: "letter-posted",
      by: actor.userId,
      byName,
      data: { letterId, title: doc.title, fileName: doc.fileName, emailBounced: !!doc.emailBounced },
    },
    // what post costs, paid last (the wrapper's: a shortfall is the allowance's 422; a conflict with another write
    // of the allowance, a step run at the same moment, is planned again)
    use: { kind: "post", caseId: id, ref: letterId, by: actor.userId },
    extra: (e) => [
      queueForPrintItem(e, letter),
      e.caseDocument
        .patch(key)
        .add({ channels: ["post"] })
        .set({ status: "queued-for-print" })
        .where((a, { notContains }) => notContains(a.channels, "post"))
        .commit(),
      // last, so the indexes above stay those the failures are read by
      ...(movesDeadline
        ? [e.caseStep.patch({ customerId, caseId: id, runId: letterId }).set({ deadlineDate: deadline }).commit()]
        : []),
    ],
    // the print item or the document's condition: another post of this letter won
    refused: (err, extraAt) => (failedAt(err, extraAt) || failedAt(err, extraAt + 1) ? alreadyPosted() : null),
  };
}
