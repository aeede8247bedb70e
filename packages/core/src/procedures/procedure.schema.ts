import "../i18n/procedures"; // registers the texts of the keys named here
import { z } from "zod";
import { SEND_CHANNELS, STEP_KINDS } from "../law/vocabulary";
import { DEBTOR_TYPES } from "../ledger/debtor-rules";
import { defineResource } from "../resource/define";
import { flag, oneOf, optionalSlug, slug, stamps, text, wholeNumber } from "../resource/fields";

/**
 * The collection procedures (saksganger) and their steps (issue 10, "Configuration"): admin resources. A procedure
 * is the ordered ladder a case climbs; a step names its kind (law/vocabulary.ts STEP_KINDS) and the law
 * (`law/`) derives from the kind whether it may run and what fee it carries, so no fee is configured here.
 */

/** What a procedure is for: a type of debtor (ledger DEBTOR_TYPES), or rent (husleie, which may end in eviction). */
export const PROCEDURE_TARGETS = [...DEBTOR_TYPES, "rent"] as const;
export type ProcedureTarget = (typeof PROCEDURE_TARGETS)[number];

const procedureFields = { nameNo: text(100), nameEn: text(100), appliesTo: oneOf(PROCEDURE_TARGETS) };

export const CreateProcedureInput = z.object({ id: slug(), ...procedureFields });
export const UpdateProcedureInput = z.object(procedureFields);
export type CreateProcedureInput = z.output<typeof CreateProcedureInput>;
export const ProcedureView = z.object({
  id: z.string(),
  nameNo: z.string(),
  nameEn: z.string(),
  appliesTo: z.enum(PROCEDURE_TARGETS),
  ...stamps,
});
export type ProcedureView = z.infer<typeof ProcedureView>;

export const ProcedureResource = defineResource({
  name: "procedures",
  id: "id",
  schemas: { create: CreateProcedureInput, update: UpdateProcedureInput, view: ProcedureView },
  list: {
    sortable: ["nameNo"],
    search: "prefix",
    filters: z.object({ appliesTo: oneOf(PROCEDURE_TARGETS).optional() }),
  },
  access: { read: "admin", write: "admin" },
  nav: { group: "cases", label: "nav.procedures" },
});

/** Channels: at least one, each once. */
export const channels = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(/[\s,;]+/).filter(Boolean) : v),
    z
      .array(oneOf(SEND_CHANNELS), { error: "validation.channels" })
      .min(1, { error: "validation.channels" })
      .max(SEND_CHANNELS.length, { error: "validation.channels" })
      .transform((list) => [...new Set(list)]),
  );

/** The fields a step and a global step share. */
export const stepFields = {
  order: wholeNumber(1, 99),
  kind: oneOf(STEP_KINDS),
  nameNo: text(100),
  nameEn: text(100),
  /** The payment deadline the letter gives, in days from sending (the law may ask for more: law/). */
  deadlineDays: wholeNumber(0, 365),
  /** Days after the previous step's deadline before this step may run. */
  waitDays: wholeNumber(0, 365),
  channels: channels(),
  /** The letter template (`documents`' template name; the language is the debtor's). */
  letterTemplate: optionalSlug(),
  /** The mail template (`email-templates`' template name). */
  emailTemplate: optionalSlug(),
  /** The auto-pilot may run this step by itself (never the judicial steps in the seeded setup). */
  autopilot: flag(),
};

export const CreateStepInput = z.object({ id: optionalSlug(), procedureId: slug(), ...stepFields });
export const UpdateStepInput = z.object(stepFields);
export type CreateStepInput = z.output<typeof CreateStepInput>;
export type UpdateStepInput = z.output<typeof UpdateStepInput>;

const stepView = {
  order: z.number().int(),
  kind: z.enum(STEP_KINDS),
  nameNo: z.string(),
  nameEn: z.string(),
  deadlineDays: z.number().int(),
  waitDays: z.number().int(),
  channels: z.array(z.enum(SEND_CHANNELS)),
  letterTemplate: z.string().nullable(),
  emailTemplate: z.string().nullable(),
  autopilot: z.boolean(),
};
export const StepView = z.object({ id: z.string(), procedureId: z.string(), ...stepView, ...stamps });
export type StepView = z.infer<typeof StepView>;

export const StepResource = defineResource({
  name: "steps",
  id: "id",
  schemas: { create: CreateStepInput, update: UpdateStepInput, view: StepView },
  // by procedure then order (the ladder), or by name; filtered to one procedure or one kind
  list: {
    sortable: ["procedureId", "nameNo"],
    search: "prefix",
    filters: z.object({ procedureId: slug().optional(), kind: oneOf(STEP_KINDS).optional() }),
  },
  access: { read: "admin", write: "admin" },
  nav: { group: "cases", label: "nav.steps" },
});

/** Global steps: steps any procedure may take (legal steps such as a conciliation claim). */
export const CreateGlobalStepInput = z.object({ id: optionalSlug(), ...stepFields });
export const UpdateGlobalStepInput = z.object(stepFields);
export type CreateGlobalStepInput = z.output<typeof CreateGlobalStepInput>;
export const GlobalStepView = z.object({ id: z.string(), ...stepView, ...stamps });
export type GlobalStepView = z.infer<typeof GlobalStepView>;

export const GlobalStepResource = defineResource({
  name: "global-steps",
  id: "id",
  schemas: { create: CreateGlobalStepInput, update: UpdateGlobalStepInput, view: GlobalStepView },
  list: { sortable: ["nameNo"], search: "prefix", filters: z.object({ kind: oneOf(STEP_KINDS).optional() }) },
  access: { read: "admin", write: "admin" },
  nav: { group: "cases", label: "nav.globalSteps" },
});

/** After a global step: which procedure a case of this kind continues with, and at which of its steps. */
const afterFields = {
  globalStepId: slug(),
  appliesTo: oneOf(PROCEDURE_TARGETS),
  procedureId: slug(),
  /** The procedure's step the case continues at; none: at the procedure's first step. */
  stepId: optionalSlug(),
};
export const CreateProcedureAfterGlobalStepInput = z.object({ id: optionalSlug(), ...afterFields });
export const UpdateProcedureAfterGlobalStepInput = z.object(afterFields);
export type ProcedureAfterGlobalStepInput = z.output<typeof CreateProcedureAfterGlobalStepInput>;
export const ProcedureAfterGlobalStepView = z.object({
  id: z.string(),
  globalStepId: z.string(),
  appliesTo: z.enum(PROCEDURE_TARGETS),
  procedureId: z.string(),
  stepId: z.string().nullable(),
  ...stamps,
});
export type ProcedureAfterGlobalStepView = z.infer<typeof ProcedureAfterGlobalStepView>;

export const ProcedureAfterGlobalStepResource = defineResource({
  name: "procedures-after-global-step",
  id: "id",
  schemas: {
    create: CreateProcedureAfterGlobalStepInput,
    update: UpdateProcedureAfterGlobalStepInput,
    view: ProcedureAfterGlobalStepView,
  },
  list: { sortable: ["globalStepId"], filters: z.object({ appliesTo: oneOf(PROCEDURE_TARGETS).optional() }) },
  access: { read: "admin", write: "admin" },
  nav: { group: "cases", label: "nav.proceduresAfterGlobalStep" },
});
