import type { SendChannel, SeededProcedureId, StepKind } from "../law/vocabulary";
import type { CrudImportRow, CrudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import { EMAILS_EN, GENERAL_EN, LETTERS_EN } from "../letters/seed-texts-en";
import { EMAILS_NO, GENERAL_NO, LETTERS_NO } from "../letters/seed-texts-no";
import { PLAN_GENERAL_EN, PLAN_GENERAL_NO, PLAN_LETTERS_EN, PLAN_LETTERS_NO } from "../letters/seed-texts-plan";
import { documentTemplates, emailTemplates, generalDocuments } from "../letters/templates";
import { TEMPLATE_LANGUAGES } from "../letters/template.schema";
import { log } from "../util/log";
import type { VOUCHER_TYPES, INVOICE_TYPES } from "../ledger/voucher-rules";
import type { ProcedureTarget } from "./procedure.schema";
import { claimTypes, globalSteps, procedures, proceduresAfterGlobalStep, steps } from "./stores";

/**
 * The working Norwegian setup `npm start` seeds (issue 10; docs/procedures.md): the procedures of
 * SEEDED_PROCEDURE_IDS with their ladders (domain-norway.md 1.2), a global conciliation step, the SPEC 3 claim
 * types, and each letter's template, general paragraphs and cover mail in Norwegian and English. Idempotent by id:
 * an item that exists is left as it is (an admin's edit is never overwritten), a missing one is created.
 */
const SEED = { userId: "seed" };

type StepSeed = {
  kind: StepKind;
  nameNo: string;
  nameEn: string;
  deadlineDays: number;
  waitDays: number;
  channels: SendChannel[];
  letterTemplate: string;
  emailTemplate: string;
  autopilot: boolean;
};
const step = (
  kind: StepKind,
  deadlineDays: number,
  opts: Partial<StepSeed> & { channels?: SendChannel[] } = {},
): StepSeed => ({
  kind,
  nameNo: LETTERS_NO[kind as keyof typeof LETTERS_NO]?.name ?? kind,
  nameEn: LETTERS_EN[kind as keyof typeof LETTERS_EN]?.name ?? kind,
  deadlineDays,
  waitDays: 0,
  channels: ["email", "post"],
  letterTemplate: kind,
  emailTemplate: kind,
  // the auto-pilot runs the out-of-court letters; judicial steps and § 4-18 / § 63 notices need a person's decision
  autopilot: ["payment-reminder", "reminder", "debt-collection-notice", "payment-demand"].includes(kind),
  ...opts,
});

/** The out-of-court ladder every procedure starts with: deadlines the law's minimums (inkassoloven §§ 9-10). */
const LADDER = [
  step("payment-reminder", 7, { channels: ["email"] }),
  step("reminder", 14),
  step("debt-collection-notice", 14),
  step("payment-demand", 14),
];
const legal = { channels: ["post"] as SendChannel[], emailTemplate: "legal-copy" };

export const SEEDED_PROCEDURES: Record<
  SeededProcedureId,
  { nameNo: string; nameEn: string; appliesTo: ProcedureTarget; steps: StepSeed[] }
> = {
  person: {
    nameNo: "Privatperson",
    nameEn: "Private person",
    appliesTo: "person",
    steps: [...LADDER, step("enforcement-notice", 14), step("enforcement-petition", 0, legal)],
  },
  // Treated as a private debtor in practice (domain-norway.md 1.7): utlegg, not bankruptcy
  "sole-proprietorship": {
    nameNo: "Enkeltpersonforetak",
    nameEn: "Sole proprietorship",
    appliesTo: "sole-proprietorship",
    steps: [...LADDER, step("enforcement-notice", 14), step("enforcement-petition", 0, legal)],
  },
  // Two routes after the payment demand: utlegg (5-6) or bankruptcy (7-8); the case page offers both
  company: {
    nameNo: "Selskap",
    nameEn: "Company",
    appliesTo: "company",
    steps: [
      ...LADDER,
      step("enforcement-notice", 14),
      step("enforcement-petition", 0, legal),
      step("bankruptcy-notice", 14, { channels: ["post"], emailTemplate: "bankruptcy-notice" }),
      step("bankruptcy-petition", 0, legal),
    ],
  },
  rent: {
    nameNo: "Husleie",
    nameEn: "Rent",
    appliesTo: "rent",
    steps: [
      ...LADDER,
      step("enforcement-notice", 14, {
        letterTemplate: "enforcement-notice-rent",
        nameNo: LETTERS_NO["enforcement-notice-rent"].name,
        nameEn: LETTERS_EN["enforcement-notice-rent"].name,
      }),
      step("eviction", 0, legal),
      step("enforcement-petition", 0, legal),
    ],
  },
};

/** The id of the seeded step at `order` (1-based) of a procedure: `person-1`, `rent-6`. */
export const seededStepId = (procedureId: string, order: number) => `${procedureId}-${order}`;

/** Global steps: a disputed claim goes to forliksrådet from any procedure (domain-norway.md 1.2). */
const GLOBAL_STEPS = { "conciliation-claim": step("conciliation-claim", 0, { ...legal, autopilot: false }) };

/** After a conciliation judgment, each procedure continues at its enforcement petition (a judgment is a tvangsgrunnlag). */
const AFTER_GLOBAL = (Object.keys(SEEDED_PROCEDURES) as SeededProcedureId[]).map((id) => {
  const at = SEEDED_PROCEDURES[id].steps.findIndex((s) => s.kind === "enforcement-petition") + 1;
  return {
    id: `conciliation-claim-${id}`,
    globalStepId: "conciliation-claim",
    appliesTo: SEEDED_PROCEDURES[id].appliesTo,
    procedureId: id,
    stepId: seededStepId(id, at),
  };
});

type V = keyof typeof VOUCHER_TYPES;
type I = keyof typeof INVOICE_TYPES;
/** SPEC 3 "Claim types (labels)" and the ledger voucher (and invoice) type each stands for. */
const CLAIM_TYPES: [string, string, string, V, I | null][] = [
  ["invoice", "Faktura", "Invoice", "invoice", "invoice"],
  ["rent-occupied", "Husleie", "Rent (occupied)", "rentOccupied", "rentOccupied"],
  ["credit-note", "Kreditnota", "Credit note", "creditNote", null],
  ["payment", "Innbetaling", "Payment", "payment", null],
  ["reminder-fee", "Purregebyr", "Reminder fee", "lateFee", null],
  ["principal", "Hovedstol", "Principal", "invoice", "invoice"],
  ["correction", "Korrigering", "Correction", "correction", null],
  ["interest-note", "Rentenota", "Interest note", "interestCalculation", null],
  ["overpayment", "Overbetaling", "Overpayment", "payment", null],
  ["wages-overpaid", "For mye utbetalt lønn", "Wages overpaid", "receivedTooMuchWages", "receivedTooMuchWages"],
  [
    "balance-after-terminated-agreement",
    "Restbeløp etter oppsagt avtale",
    "Balance after terminated agreement",
    "balanceAfterContractTermination",
    "balanceAfterContractTermination",
  ],
  ["final-balance", "Sluttoppgjør", "Final balance", "finalBalance", "finalBalance"],
];

type Alias =
  | "procedure"
  | "step"
  | "globalStep"
  | "procedureAfterGlobalStep"
  | "claimType"
  | "documentTemplate"
  | "generalDocument"
  | "emailTemplate";

/** Creates the items whose id is not stored yet (one BatchGet, then transactions of ≤100); returns how many. */
async function seedMissing<C>(
  alias: Alias,
  listed: string,
  store: CrudStore<unknown, C, unknown>,
  items: { id: string; create: C }[],
) {
  const entity = db().entities[alias] as {
    get(keys: object[]): { go(o: object): Promise<{ data: { id: string }[] }> };
  };
  const { data } = await entity.get(items.map((i) => ({ listed, id: i.id }))).go({ consistent: true });
  const have = new Set(data.map((d) => d.id));
  const rows: CrudImportRow<C, unknown>[] = items
    .filter((i) => !have.has(i.id))
    .map((i, n) => ({ line: n + 2, idField: "id", id: null, create: i.create }));
  if (rows.length) await store.importRows(rows, SEED);
  return rows.length;
}

const perLanguage = <T extends object>(no: Record<string, T>, en: Record<string, T>) =>
  TEMPLATE_LANGUAGES.flatMap((language) =>
    Object.entries(language === "no" ? no : en).map(([template, fields]) => ({
      id: `${template}-${language}`,
      create: { template, language, ...fields },
    })),
  );

/** Seeds what is missing of the Norwegian setup; safe to run at every start. */
export async function seedProcedures(): Promise<void> {
  const letters = perLanguage<{ name: string; title: string; upperText: string; lowerText: string }>(
    { ...LETTERS_NO, ...PLAN_LETTERS_NO },
    { ...LETTERS_EN, ...PLAN_LETTERS_EN },
  ).map(({ id, create }) => {
    const kind = create.template === "enforcement-notice-rent" ? "enforcement-notice" : create.template;
    return { id, create: { generalDocument: null, ...create, stepKind: kind as StepKind } };
  });
  const ids = Object.keys(SEEDED_PROCEDURES) as SeededProcedureId[];
  const created = {
    generalDocuments: await seedMissing(
      "generalDocument",
      "general-documents",
      generalDocuments,
      perLanguage({ ...GENERAL_NO, ...PLAN_GENERAL_NO }, { ...GENERAL_EN, ...PLAN_GENERAL_EN }),
    ),
    documents: await seedMissing("documentTemplate", "documents", documentTemplates, letters as never),
    emailTemplates: await seedMissing(
      "emailTemplate",
      "email-templates",
      emailTemplates,
      perLanguage(EMAILS_NO, EMAILS_EN),
    ),
    procedures: await seedMissing(
      "procedure",
      "procedures",
      procedures,
      ids.map((id) => {
        const { nameNo, nameEn, appliesTo } = SEEDED_PROCEDURES[id];
        return { id, create: { id, nameNo, nameEn, appliesTo } };
      }),
    ),
    steps: await seedMissing(
      "step",
      "steps",
      steps,
      ids.flatMap((procedureId) =>
        SEEDED_PROCEDURES[procedureId].steps.map((s, i) => {
          const id = seededStepId(procedureId, i + 1);
          return { id, create: { id, procedureId, order: i + 1, ...s } };
        }),
      ),
    ),
    globalSteps: await seedMissing(
      "globalStep",
      "global-steps",
      globalSteps,
      Object.entries(GLOBAL_STEPS).map(([id, s]) => ({ id, create: { id, order: 1, ...s } })),
    ),
    proceduresAfterGlobalStep: await seedMissing(
      "procedureAfterGlobalStep",
      "procedures-after-global-step",
      proceduresAfterGlobalStep,
      AFTER_GLOBAL.map((a) => ({ id: a.id, create: a })),
    ),
    claimTypes: await seedMissing(
      "claimType",
      "claim-types",
      claimTypes,
      CLAIM_TYPES.map(([id, nameNo, nameEn, voucherType, invoiceType]) => ({
        id,
        create: { id, nameNo, nameEn, voucherType, invoiceType },
      })),
    ),
  };
  log.info("procedures.seeded", created);
}
