// Answers of the steps' and documents' API for the component tests, each checked by core's view schemas.
import {
  CaseDocumentView,
  CaseEmailView,
  StepResponseView,
} from "@innfri/core/cases/documents/case-document-views.schema";
import { AvailableStep, CaseStepView } from "@innfri/core/cases/steps/step-views.schema";

export const reason = (textNo: string, textEn: string, rule = "law.rule.test") => ({ rule, params: {}, textNo, textEn });

/** Monday 30.11.2026 08:00 in Oslo (07:00 UTC). */
export const MONDAY_8 = Date.UTC(2026, 10, 30, 7, 0);

export const availableStep = (stepId: string, kind: string, extra: Record<string, unknown> = {}) =>
  AvailableStep.parse({
    stepId,
    kind,
    order: Number(stepId),
    nameNo: { "payment-reminder": "Betalingspåminnelse", reminder: "Purring", "debt-collection-notice": "Inkassovarsel" }[kind] ?? kind,
    nameEn: { "payment-reminder": "Payment reminder", reminder: "Reminder", "debt-collection-notice": "Debt collection notice" }[kind] ?? kind,
    allowed: true,
    earliestDate: null,
    sendDate: "2026-11-30",
    plannedSendAt: MONDAY_8,
    reasons: [],
    feeOre: 0,
    statutoryFeeOre: 0,
    compensationOre: 0,
    claimedCompensationOre: 0,
    feeExplanations: [],
    deadlineDate: "2026-12-14",
    deadlineDays: 14,
    deadlineExplanations: [],
    sender: "creditor",
    channels: ["email", "post"],
    ...extra,
  });

export const caseStep = (id: string, extra: Record<string, unknown> = {}) =>
  CaseStepView.parse({
    id,
    caseId: "k7",
    stepId: "s2",
    kind: "reminder",
    nameNo: "Purring",
    nameEn: "Reminder",
    status: "sent",
    source: "manual",
    plannedSendAt: MONDAY_8,
    sendDate: "2026-11-30",
    queuedAt: MONDAY_8,
    sentAt: MONDAY_8 + 60_000,
    deadlineDate: "2026-12-14",
    deadlineExplanations: [reason("Betalingsfrist 14.12.2026: 14 dager fra 30.11.2026.", "Payment deadline 14.12.2026: 14 days from 30.11.2026.")],
    feeOre: 37_50,
    claimedCompensationOre: 0,
    fees: [
      {
        voucherId: "v1",
        feeOre: 37_50,
        statutoryFeeOre: 37_50,
        compensationOre: 0,
        explanations: [reason("Purregebyr: 1/20 av inkassosatsen 750 kr.", "Reminder fee: 1/20 of the sats of NOK 750.")],
      },
    ],
    interestOre: 0,
    channels: ["email"],
    letterId: "l1",
    runBy: "u1",
    createdAt: MONDAY_8,
    ...extra,
  });

export const caseDocument = (letterId: string, extra: Record<string, unknown> = {}) =>
  CaseDocumentView.parse({
    letterId,
    caseId: "k7",
    caseStepId: "1",
    kind: "payment-reminder",
    title: "Betalingspåminnelse",
    fileName: "betalingspaminnelse-7.pdf",
    channels: ["email", "post"],
    status: "mailed",
    createdAt: MONDAY_8,
    size: 12_000,
    emailBounced: false,
    mailStatus: null,
    mailSentAt: null,
    ...extra,
  });

export const caseEmail = (id: string, extra: Record<string, unknown> = {}) =>
  CaseEmailView.parse({
    id,
    caseId: "k7",
    letterId: "l1",
    to: "ola@example.no",
    subject: "Betalingspåminnelse sak 7",
    status: "delivered",
    messageId: "m1",
    sentAt: MONDAY_8,
    queuedAt: MONDAY_8,
    attachmentNames: ["betalingspaminnelse-7.pdf"],
    resendOf: null,
    ...extra,
  });

export const stepResponse = (extra: Record<string, unknown> = {}) =>
  StepResponseView.parse({
    caseId: "k7",
    stepId: "person-6",
    kind: "enforcement-petition",
    fields: ["issueDate", "namsbokNumber", "monthlyDeductionOre", "firstWithdrawalDate", "vehicleRegistration", "propertyAddress", "propertyPostcode"],
    issueDate: null,
    namsbokNumber: null,
    monthlyDeductionOre: null,
    firstWithdrawalDate: null,
    totalAgreedOre: null,
    vehicleRegistration: null,
    propertyAddress: null,
    propertyPostcode: null,
    updatedAt: null,
    updatedBy: null,
    ...extra,
  });

/** The Idempotency-Key of each call a mocked fetch got with that method (read from the calls' init headers). */
export const idempotencyKeys = (fetch: { mock: { calls: unknown[][] } }, method: string) =>
  fetch.mock.calls
    .map((call) => call[1] as RequestInit | undefined)
    .filter((init) => (init?.method ?? "GET").toUpperCase() === method)
    .map((init) => new Headers(init?.headers).get("Idempotency-Key"));
