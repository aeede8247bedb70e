import { z } from "zod";
import { KID_MODULI, type KidAgreement } from "./kid-agreement";

/**
 * The customer's case settings as the API answers them (the customer expand `caseSetting` and `GET /case-settings`),
 * with the default. Its own small module: the accounts view reads it, and a function that serves accounts must not
 * bundle the rest of the cases context (stacks.test.ts "cold start").
 */
export const CaseSettings = z
  .object({
    minimumOwedOre: z.number().int(),
    /**
     * Issue 11 "Revert": a payment registered with the same or an earlier voucher date than an executed step reverts
     * the steps from it on (cases/operations/revert-on-payment.ts). Off until the customer turns it on.
     */
    revertStepsOnPayment: z.boolean(),
    /**
     * Issue 18 #15: a payment deadline that ends in påske, fellesferie or jul runs to the first working day after it
     * (god inkassoskikk; law/holiday-periods.ts). On until the customer turns it off.
     */
    extendHolidayDeadlines: z.boolean(),
    /**
     * Issue 18 #13: the KID agreement registered with the bank (length with the check digit, modulus); null: none,
     * and the letters ask for the case number instead of a KID (cases/kid-agreement.ts). Absent when never saved.
     */
    kidAgreement: z.object({ length: z.number().int(), modulus: z.enum(KID_MODULI) }).nullable(),
  })
  .meta({ id: "CaseSettings" });
export type CaseSettingsView = z.infer<typeof CaseSettings>;

/** The smallest total a case may be started for when the customer has set none: NOK 1 (SPEC 5 "a minimum owed amount"). */
export const DEFAULT_MINIMUM_OWED_ORE = 1_00;

/** The KID agreement of a stored case setting: both parts saved, or none (issue 18 #13: none unless entered). */
export const kidAgreementOf = (
  s: { kidLength?: number | null; kidModulus?: KidAgreement["modulus"] | null } | null | undefined,
): KidAgreement | null => (s?.kidLength && s.kidModulus ? { length: s.kidLength, modulus: s.kidModulus } : null);

/** The auto-pilot's modes (SPEC 4 "semi-automatic or full-auto"); off until the customer turns it on. */
export const AUTO_PILOT_MODES = ["off", "semi", "full"] as const;
export type AutoPilotMode = (typeof AUTO_PILOT_MODES)[number];

/** The customer's auto-pilot setting as the API answers it (GET /auto-pilot-settings, the expand `autoPilotSetting`). */
export const AutoPilotSettings = z
  .object({
    mode: z.enum(AUTO_PILOT_MODES),
    /** Full-auto starts cases on overdue items at 19:00 Oslo time from this day on (YYYY-MM-DD); null while never set. */
    startDate: z.string().nullable(),
    /**
     * Step kinds (vocabulary.ts STEP_KINDS, checked when saved: case.schema.ts AutoPilotSettingsInput) the auto-pilot
     * never runs: it goes on with the next step of the ladder the law allows. Plain strings here: the account view
     * bundles this module in every function, and the vocabulary stays out of them (stacks.test.ts).
     */
    excludedSteps: z.array(z.string()),
    /** Step kinds the auto-pilot stops before: the case waits for a person to run it. */
    stepBlocks: z.array(z.string()),
  })
  .meta({ id: "AutoPilotSettings" });
export type AutoPilotSettingsView = z.infer<typeof AutoPilotSettings>;

/** The stored setting as the API shows it: off with nothing chosen while never saved. */
export const autoPilotSettingView = (
  s: {
    mode: AutoPilotMode;
    startDate?: string | null;
    excludedSteps?: string[] | null;
    stepBlocks?: string[] | null;
  } | null,
): AutoPilotSettingsView => ({
  mode: s?.mode ?? "off",
  startDate: s?.startDate ?? null,
  excludedSteps: s?.excludedSteps ?? [],
  stepBlocks: s?.stepBlocks ?? [],
});
