import "../../i18n/steps"; // registers the texts of the keys named here
import "../../i18n/ledger"; // registers the texts of the keys named here (validation.dateInFuture)
import "../entities"; // registers the entities named here
import { activityWrite } from "../../activity/activity";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed } from "../../dynamo/transaction";
import { serviceFee, servedDeadline, showDate } from "../../law";
import { loadLawTables } from "../../law/fee-table";
import { loadPublicHolidays } from "../../law/sending-window";
import { AppError, fieldError } from "../../util/error";
import { actorName } from "../actor-names";
import { getCaseSettings } from "../settings";
import type { CaseActor } from "../start";
import { caseWriteItems, getCase, nextVersion } from "../store";
import type { CaseStepItem } from "./available";
import type { RecordServiceInput } from "./step-views.schema";
import { retrying } from "../../command/retrying";
import { activityOf, activityWritten } from "../../command/actor";

/**
 * Recording the service (forkynnelse) of a served notice (issue 18 #1; docs/collection-law.md "The konkursvarsel is
 * served"). The konkursvarsel goes to the stevnevitne, which serves it on the debtor and returns the proof; the
 * creditor records the day. From it, in one transaction with the case's version: the deadline (the step's days,
 * at least 2 weeks, moved to a working day and out of the customer's holiday periods: law `servedDeadline`), the
 * petition's window after it (the law reads the step's `servedDate` and `deadlineDate`), and the 0.4 R service fee,
 * incurred now and charged at the R of the service day (law `serviceFee`), added to the case's fees with a
 * `service-recorded` event. Refused (422 on `servedDate`) for a date in the future (the schema), before the notice
 * was made, or on a step that does not await service; once recorded it stays (a second record is refused).
 */
export async function recordService(
  customerId: string,
  caseId: string,
  runId: string,
  input: RecordServiceInput,
  actor: CaseActor,
): Promise<CaseStepItem> {
  const [byName, tables, settings] = await Promise.all([
    actorName(actor),
    loadLawTables(),
    getCaseSettings(customerId),
    loadPublicHolidays(),
  ]);
  const servedDate = input.servedDate;
  return retrying(async () => {
    const [before, step] = await Promise.all([
      getCase(customerId, caseId),
      db()
        .entities.caseStep.get({ customerId, caseId, runId })
        .go({ consistent: true })
        .then((r) => r.data),
    ]);
    if (!step) throw new AppError("NOT_FOUND", "steps.service.notFound");
    // a reverted or failed notice was never served: only a notice still awaiting service takes one
    if (step.serviceStatus !== "awaiting" || step.status === "reverted" || step.status === "failed")
      throw fieldError("servedDate", "steps.service.notAwaiting");
    if (servedDate > Clock.today()) throw fieldError("servedDate", "validation.dateInFuture");
    if (servedDate < step.sendDate)
      throw fieldError("servedDate", "steps.service.beforeNotice", { sendDate: showDate(step.sendDate) });
    const fee = serviceFee(tables, step.kind, servedDate);
    const deadline = servedDeadline(step.kind, servedDate, step.serviceDays, {
      holidayPeriods: settings.extendHolidayDeadlines,
    });
    const at = Clock.nowMs();
    const voucherId = (step.fees as { voucherId: string }[])[0]?.voucherId ?? "";
    const changes = {
      serviceStatus: "served" as const,
      servedDate,
      servedAt: at,
      servedBy: actor.userId,
      ...(deadline.deadlineDate ? { deadlineDate: deadline.deadlineDate } : {}),
      deadlineExplanations: deadline.explanations,
      feeOre: step.feeOre + fee.feeOre,
      statutoryFeeOre: step.statutoryFeeOre + fee.feeOre,
      fees: [
        {
          voucherId,
          feeOre: step.feeOre + fee.feeOre,
          statutoryFeeOre: step.statutoryFeeOre + fee.feeOre,
          compensationOre: 0,
          explanations: fee.explanations,
        },
      ],
    };
    const after = nextVersion(before, { feesOre: before.feesOre + fee.feeOre });
    const activity = activityOf(actor);
    await committed(
      db()
        .transaction.write((e) => [
          ...caseWriteItems(e, before, after, {
            kind: "service-recorded",
            by: actor.userId,
            byName,
            data: {
              runId,
              stepId: step.stepId,
              name: step.nameNo,
              nameEn: step.nameEn,
              servedDate,
              deadlineDate: deadline.deadlineDate,
              courtByDate: deadline.courtByDate,
              feeOre: fee.feeOre,
            },
          }),
          // once: conditioned on the step still awaiting service (a second record, or a revert, meets it)
          e.caseStep
            .patch({ customerId, caseId, runId })
            .set(changes)
            .where((a, { eq }) => eq(a.serviceStatus, "awaiting"))
            .commit(),
          ...(activity ? activityWrite(e, { ...activity, targetId: String(before.caseNumber) }) : []),
        ])
        .go(),
    );
    activityWritten(actor);
    return { ...step, ...changes, updatedAt: at };
  });
}
