import "./entities"; // registers the entities named here
import { ulid } from "ulid";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed } from "../../dynamo/transaction";
import { stepById } from "../../procedures";
import { AppError } from "../../util/error";
import { getCase } from "../store";
import type { StepKind } from "../vocabulary";
import {
  STEP_RESPONSE_FIELDS,
  stepResponseFields,
  type StepResponseInput,
  type StepResponseView,
} from "./case-document-views.schema";
import { caseWriteItems, nextVersion } from "../store";
import { checkStepResponse, statusAfterResponse, type StepResponseValues } from "./step-response-rules";
import { retrying } from "../../command/retrying";

/**
 * Step responses (SPEC 3 "Step response values", docs/cases.md "Step responses"): what the court or namsmannen
 * answered to a judicial step, recorded on the case by step. Stored in their own item keyed by case and step id
 * (`case-step-response`) until the step runner's case-step item carries them (docs/decisions.md).
 */

const empty: StepResponseValues = {
  issueDate: null,
  namsbokNumber: null,
  monthlyDeductionOre: null,
  firstWithdrawalDate: null,
  totalAgreedOre: null,
  vehicleRegistration: null,
  propertyAddress: null,
  propertyPostcode: null,
};

/** The case and the step's kind; the step must be one of the case's procedure or a global step (else 404). */
async function caseAndStep(customerId: string, caseId: string, stepId: string) {
  const c = await getCase(customerId, caseId);
  const step = await stepById(stepId);
  if ("procedureId" in step && step.procedureId !== c.procedureId) throw new AppError("NOT_FOUND", "errors.notFound");
  return { caseId: String(c.caseNumber), kind: step.kind as StepKind, c };
}

const view = (
  caseId: string,
  stepId: string,
  kind: StepKind,
  values: StepResponseValues,
  stamp: { updatedAt: number; updatedBy: string } | null,
): StepResponseView => ({
  caseId,
  stepId,
  kind,
  fields: [...stepResponseFields(kind)],
  ...values,
  updatedAt: stamp?.updatedAt ?? null,
  updatedBy: stamp?.updatedBy ?? null,
});

/** GET: the step's response (the values null until one is recorded), with the fields its kind receives. */
export async function getStepResponse(customerId: string, caseId: string, stepId: string): Promise<StepResponseView> {
  const { caseId: id, kind } = await caseAndStep(customerId, caseId, stepId);
  const item = (await db().entities.caseStepResponse.get({ customerId, caseId: id, stepId }).go({ consistent: true }))
    .data;
  if (!item) return view(id, stepId, kind, empty, null);
  const values = Object.fromEntries(STEP_RESPONSE_FIELDS.map((f) => [f, item[f] ?? null])) as StepResponseValues;
  return view(id, stepId, kind, values, item);
}

/**
 * PUT cases/{id}/steps/{stepId}/response: checks the values against the step's kind (422 per field) and records
 * them, whole, with a `step-response` event on the case, in one transaction.
 */
export async function putStepResponse(
  customerId: string,
  caseId: string,
  stepId: string,
  input: StepResponseInput,
  by: { userId: string; name?: string },
): Promise<StepResponseView> {
  const first = await caseAndStep(customerId, caseId, stepId);
  const { caseId: id, kind } = first;
  const values = checkStepResponse(kind, input, Clock.today());
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
  const now = Clock.nowMs();
  const data = { stepId, stepKind: kind, ...given };
  let tries = 0;
  await retrying(async () => {
    // a payroll deduction recorded (or cleared) moves the case to (or from) ongoing-payroll, in the same transaction;
    // a retry (the case changed meanwhile) reads it again
    const c = tries++ === 0 ? first.c : await getCase(customerId, caseId);
    const status = statusAfterResponse(kind, values, c.status);
    await committed(
      db()
        .transaction.write((e) => [
          // a put: the body is the whole response, so a field left out is cleared
          e.caseStepResponse.put({ customerId, caseId: id, stepId, kind, ...given, updatedBy: by.userId }).commit(),
          ...(status
            ? caseWriteItems(e, c, nextVersion(c, { status }), {
                kind: "step-response",
                by: by.userId,
                byName: by.name,
                data,
              })
            : [
                e.caseEvent
                  .create({
                    customerId,
                    caseId: id,
                    eventId: ulid(),
                    kind: "step-response",
                    at: now,
                    by: by.userId,
                    byName: by.name,
                    data,
                  })
                  .commit(),
              ]),
        ])
        .go(),
    );
  });
  return view(id, stepId, kind, values, { updatedAt: now, updatedBy: by.userId });
}
