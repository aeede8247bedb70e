import "../../i18n/case-documents"; // registers the texts of the keys named here
import type { MessageKey } from "../../i18n/messages";
import { AppError, type FieldErrors } from "../../util/error";
import type { CaseStatus, StepKind } from "../vocabulary";
import {
  STEP_RESPONSE_FIELDS,
  stepResponseFields,
  type StepResponseField,
  type StepResponseInput,
} from "./case-document-views.schema";

/**
 * The rules of a step's response (docs/cases.md "Step responses"). Pure: the step's kind decides which fields it
 * receives (`STEP_RESPONSE_FIELDS_BY_KIND`); every broken rule is named on its field (422), all at once.
 */

export type StepResponseValues = { [F in StepResponseField]: F extends `${string}Ore` ? number | null : string | null };

const MAX_ORE = 100_000_000_000; // 1 000 000 000 kr: beyond any claim the product collects
const NAMSBOK = /^[\p{L}\p{N}][\p{L}\p{N}/\- ]{0,39}$/u;
const PLATE = /^[A-ZÆØÅ0-9]{2,7}$/;
const STANDARD_PLATE = /^([A-ZÆØÅ]{2})(\d{4,5})$/;

function validDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const clean = (s: string | null | undefined) => {
  const t = s?.trim().replace(/\s+/g, " ");
  return t ? t : null;
};

/** "ab-12345" → "AB 12345" (the form on the plate); personalised plates upper case, no spaces. */
export function normalizePlate(s: string): string {
  const compact = s.toUpperCase().replace(/[\s-]+/g, "");
  const m = STANDARD_PLATE.exec(compact);
  return m ? `${m[1]} ${m[2]}` : compact;
}

/**
 * Checks a response for a step of `kind` on `today` (Oslo, `YYYY-MM-DD`) and answers its values (trimmed, the
 * plate normalised, null for what was not given), or throws a 422 naming each field.
 */
export function checkStepResponse(kind: StepKind, input: StepResponseInput, today: string): StepResponseValues {
  const allowed = stepResponseFields(kind);
  if (allowed.length === 0)
    throw new AppError("VALIDATION", "stepResponse.notReceived", {}, { stepId: ["stepResponse.notReceived"] });
  const errors: FieldErrors = {};
  const add = (field: StepResponseField, key: MessageKey) => (errors[field] ??= []).push(key);
  const v: StepResponseValues = {
    issueDate: clean(input.issueDate),
    namsbokNumber: clean(input.namsbokNumber),
    monthlyDeductionOre: input.monthlyDeductionOre ?? null,
    firstWithdrawalDate: clean(input.firstWithdrawalDate),
    totalAgreedOre: input.totalAgreedOre ?? null,
    vehicleRegistration: clean(input.vehicleRegistration),
    propertyAddress: clean(input.propertyAddress),
    propertyPostcode: clean(input.propertyPostcode),
  };
  for (const f of STEP_RESPONSE_FIELDS) if (v[f] !== null && !allowed.includes(f)) add(f, "stepResponse.notForStep");

  if (v.issueDate === null) add("issueDate", "stepResponse.issueDateRequired");
  else if (!validDate(v.issueDate)) add("issueDate", "validation.date");
  else if (v.issueDate > today) add("issueDate", "stepResponse.dateInFuture");

  if (v.firstWithdrawalDate !== null && !validDate(v.firstWithdrawalDate))
    add("firstWithdrawalDate", "validation.date");
  for (const f of ["monthlyDeductionOre", "totalAgreedOre"] as const) {
    const ore = v[f];
    if (ore !== null && (ore <= 0 || ore > MAX_ORE)) add(f, "stepResponse.amountPositive");
  }
  if (allowed.includes("monthlyDeductionOre")) {
    // an utleggstrekk has both a monthly amount and a first withdrawal (dekningsloven § 2-7)
    if (v.monthlyDeductionOre !== null && v.firstWithdrawalDate === null)
      add("firstWithdrawalDate", "stepResponse.deductionPair");
    if (v.monthlyDeductionOre === null && v.firstWithdrawalDate !== null)
      add("monthlyDeductionOre", "stepResponse.deductionPair");
  }
  if (
    v.firstWithdrawalDate !== null &&
    v.issueDate !== null &&
    validDate(v.firstWithdrawalDate) &&
    v.firstWithdrawalDate < v.issueDate
  )
    add("firstWithdrawalDate", "stepResponse.withdrawalBeforeIssue");

  if (v.namsbokNumber !== null && !NAMSBOK.test(v.namsbokNumber)) add("namsbokNumber", "stepResponse.namsbokNumber");
  if (v.vehicleRegistration !== null) {
    if (!PLATE.test(v.vehicleRegistration.toUpperCase().replace(/[\s-]+/g, "")))
      add("vehicleRegistration", "stepResponse.vehicleRegistration");
    else v.vehicleRegistration = normalizePlate(v.vehicleRegistration);
  }
  if (v.propertyPostcode !== null && !/^\d{4}$/.test(v.propertyPostcode))
    add("propertyPostcode", "stepResponse.postcode");
  if (allowed.includes("propertyAddress")) {
    if (v.propertyAddress !== null && v.propertyPostcode === null) add("propertyPostcode", "stepResponse.propertyPair");
    if (v.propertyAddress === null && v.propertyPostcode !== null) add("propertyAddress", "stepResponse.propertyPair");
  }
  if (Object.keys(errors).length > 0) throw new AppError("VALIDATION", "validation.invalid", {}, errors);
  return v;
}

/** The statuses a recorded payroll deduction moves to ongoing-payroll (not a paused, closed or merged case). */
const PAYROLL_FROM: readonly CaseStatus[] = ["waiting", "ready", "active"];

/**
 * SPEC 4 "OngoingPayroll 7 (payroll deduction)": a case whose enforcement petition's response records a payroll
 * deduction (utleggstrekk: a monthly amount and its first withdrawal, dekningsloven § 2-7) is in ongoing-payroll;
 * a response that no longer records one takes it back to active. The status the case takes, or null: unchanged.
 */
export function statusAfterResponse(
  kind: StepKind,
  values: Pick<StepResponseValues, "monthlyDeductionOre" | "firstWithdrawalDate">,
  status: CaseStatus,
): CaseStatus | null {
  if (kind !== "enforcement-petition") return null;
  const deduction = values.monthlyDeductionOre !== null && values.firstWithdrawalDate !== null;
  if (deduction && PAYROLL_FROM.includes(status)) return "ongoing-payroll";
  if (!deduction && status === "ongoing-payroll") return "active";
  return null;
}
