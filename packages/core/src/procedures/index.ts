/**
 * The read API of the collection configuration, for the cases and the step runner (issue 10):
 *
 * - `procedureFor(debtorType, { rent }): Promise<ProcedureView>`: the procedure a new case follows: the seeded one
 *   (id = "rent" or the debtor type) if it exists, else the first (by name) that applies; 404 when none does.
 * - `stepsOf(procedureId): Promise<StepView[]>`: the procedure's steps in ladder order (one Query of the procedure's index).
 * - `stepById(stepId): Promise<StepView | GlobalStepView>`: a procedure's step or a global step; 404 when neither.
 * - `templateFor(stepId, language, letterTemplate?): Promise<StepTemplates>`: the step with its letter template,
 *   the letter's general document text and its mail template in the debtor's language (Norwegian when the language
 *   has none; null when the step names no template). `letterTemplate`: the template the case's reminder process
 *   chose for the step's kind (docs/reminder-processes.md), instead of the step's own.
 * - `globalStepsAll(): Promise<GlobalStepView[]>`, and `procedureAfterGlobalStep(globalStepId, target)`: where a
 *   case of that target continues after a global step (null when not configured).
 *
 * Inside a batch (util/shared-reads.ts) each of these is read once for all of the batch's items.
 *
 * Texts are filled with `fillPlaceholders` (letters/placeholders.ts); fees come from the law (`law/`), by step kind.
 */
import "./entities"; // registers the entities named here
import "../i18n/procedures"; // registers the texts of the keys named here
import type { DebtorType } from "../ledger/debtor-rules";
import { db } from "../dynamo/db";
import { generalText } from "../letters/templates";
import { documentTemplates, emailTemplates } from "../letters/templates";
import type { DocumentView, EmailTemplateView, TemplateLanguage } from "../letters/template.schema";
import { AppError } from "../util/error";
import { sharedRead } from "../util/shared-reads";
import type {
  GlobalStepView,
  ProcedureAfterGlobalStepView,
  ProcedureTarget,
  ProcedureView,
  StepView,
} from "./procedure.schema";
import { globalSteps, procedures, proceduresAfterGlobalStep, steps } from "./stores";

export type { GlobalStepView, ProcedureView, StepView } from "./procedure.schema";
export { fillPlaceholders, PLACEHOLDERS, SAMPLE_VALUES, type PlaceholderValues } from "../letters/placeholders";

/** Most steps a procedure has (the order field's bound) and most global steps read. */
const MAX_STEPS = 99;

const isNotFound = (err: unknown) => err instanceof AppError && err.code === "NOT_FOUND";
const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((err) => (isNotFound(err) ? null : Promise.reject(err)));

export async function procedureFor(debtorType: DebtorType, opts: { rent?: boolean } = {}): Promise<ProcedureView> {
  const target: ProcedureTarget = opts.rent ? "rent" : debtorType;
  return sharedRead(`procedures:for:${target}`, () => readProcedureFor(target));
}

async function readProcedureFor(target: ProcedureTarget): Promise<ProcedureView> {
  const seeded = await orNull(procedures.get(target));
  if (seeded) return seeded;
  const { data } = await procedures.list({
    page: 1,
    rowsPerPage: 1,
    sort: { field: "nameNo", desc: false },
    filters: { appliesTo: target },
  });
  if (!data[0]) throw new AppError("NOT_FOUND", "procedures.noProcedure");
  return data[0];
}

export async function stepsOf(procedureId: string): Promise<StepView[]> {
  return [...(await sharedRead(`procedures:steps:${procedureId}`, () => readStepsOf(procedureId)))];
}

async function readStepsOf(procedureId: string): Promise<StepView[]> {
  const { data } = await steps.list({
    page: 1,
    rowsPerPage: MAX_STEPS,
    sort: { field: "procedureId", desc: false },
    filters: { procedureId },
  });
  // the index orders by the zero-padded order already; sorted again so the contract does not rest on it
  return data.sort((a, b) => a.order - b.order);
}

export async function stepById(stepId: string): Promise<StepView | GlobalStepView> {
  return sharedRead(`procedures:step:${stepId}`, () => readStepById(stepId));
}

async function readStepById(stepId: string): Promise<StepView | GlobalStepView> {
  const own = await orNull(steps.get(stepId));
  if (own) return own;
  return globalSteps.get(stepId);
}

export interface StepTemplates {
  step: StepView | GlobalStepView;
  letter: DocumentView | null;
  /** The letter's general document text (same language as the letter), or null. */
  generalText: string | null;
  email: EmailTemplateView | null;
}

async function inLanguage<T>(get: (id: string) => Promise<T>, template: string | null, language: TemplateLanguage) {
  if (!template) return null;
  return (await orNull(get(`${template}-${language}`))) ?? (language === "no" ? null : orNull(get(`${template}-no`)));
}

export async function templateFor(
  stepId: string,
  language: TemplateLanguage,
  letterTemplate?: string,
): Promise<StepTemplates> {
  return sharedRead(`procedures:templates:${stepId}:${language}:${letterTemplate ?? ""}`, () =>
    readTemplateFor(stepId, language, letterTemplate),
  );
}

async function readTemplateFor(
  stepId: string,
  language: TemplateLanguage,
  letterTemplate?: string,
): Promise<StepTemplates> {
  const step = await stepById(stepId);
  const [letter, email] = await Promise.all([
    inLanguage((id) => documentTemplates.get(id), letterTemplate ?? step.letterTemplate, language),
    inLanguage((id) => emailTemplates.get(id), step.emailTemplate, language),
  ]);
  const general = letter ? await generalText(letter.generalDocument, letter.language) : null;
  return { step, letter, generalText: general, email };
}

export async function globalStepsAll(): Promise<GlobalStepView[]> {
  return [...(await sharedRead("procedures:global-steps", () => globalSteps.all(MAX_STEPS)))];
}

/** The procedure of that id, or null when there is none. */
export async function procedureById(procedureId: string): Promise<ProcedureView | null> {
  return sharedRead(`procedures:procedure:${procedureId}`, () => orNull(procedures.get(procedureId)));
}

export async function procedureAfterGlobalStep(
  globalStepId: string,
  target: ProcedureTarget,
): Promise<ProcedureAfterGlobalStepView | null> {
  return sharedRead(`procedures:after-global:${globalStepId}:${target}`, () =>
    readProcedureAfterGlobalStep(globalStepId, target),
  );
}

async function readProcedureAfterGlobalStep(
  globalStepId: string,
  target: ProcedureTarget,
): Promise<ProcedureAfterGlobalStepView | null> {
  const { data } = await db()
    .entities.procedureAfterGlobalStep.query.byGlobalStep({
      listed: "procedures-after-global-step",
      globalStepId,
      appliesTo: target,
    })
    .go({ limit: 1 });
  return data[0] ? proceduresAfterGlobalStep.get(data[0].id) : null;
}
