import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { customerAccountKey, gsiKey, SERVICE, timestamps } from "../dynamo/keys";
import { KID_MODULI } from "./kid-agreement";
import { AUTO_PILOT_MODES } from "./settings.schema";

/** The customer's case settings (an item of its customerAccount collection): the minimum owed amount. */
export const CaseSettingEntity = new Entity({
  model: { entity: "case-setting", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    minimumOwedOre: { type: "number", required: true },
    /** Issue 11: a payment dated on or before an executed step reverts the steps from it on. */
    revertStepsOnPayment: { type: "boolean" },
    /** Issue 18 #15: a deadline ending in a holiday period is extended (absent: on). */
    extendHolidayDeadlines: { type: "boolean" },
    /** Issue 18 #13: the KID agreement with the bank, length and modulus (absent: no agreement, no KID made). */
    kidLength: { type: "number" },
    kidModulus: { type: KID_MODULI },
    updatedAt: timestamps.updatedAt,
  },
  indexes: { byCustomer: customerAccountKey() },
});

/**
 * The customer's allowance (an item of its customerAccount collection): cases left, sends left in half-sends (post
 * costs half a send) and credit checks left. Written only by billing/entitlements.ts (`consume`, `credit`; a guard
 * test refuses any other writer), conditioned on enough being left, in the transaction of what uses it.
 */
export const CaseAllowanceEntity = new Entity({
  model: { entity: "case-allowance", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    cases: { type: "number", required: true, default: 0 },
    halfSends: { type: "number", required: true, default: 0 },
    /** Issue 19: absent on items from before credit checks were counted (none left). */
    creditChecks: { type: "number" },
    updatedAt: timestamps.updatedAt,
  },
  indexes: { byCustomer: customerAccountKey() },
});

/**
 * The customer's auto-pilot setting (issue 20, SPEC 3 `autoPilotSetting`; docs/auto-pilot.md): off, semi-automatic
 * (it proposes each case's next step, a user approves) or full-auto from the start date; the step kinds it skips
 * (`excludedSteps`) and those it stops before, for a person to decide (`stepBlocks`). Absent: off.
 */
export const AutoPilotSettingEntity = new Entity({
  model: { entity: "auto-pilot-setting", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    mode: { type: AUTO_PILOT_MODES, required: true },
    /** The first day full-auto starts cases (at 19:00 Oslo time), YYYY-MM-DD. */
    startDate: { type: "string" },
    excludedSteps: { type: "list", items: { type: "string" } },
    stepBlocks: { type: "list", items: { type: "string" } },
    /** Who saved it last (a user id), for the activity entry. */
    updatedBy: { type: "string" },
    updatedAt: timestamps.updatedAt,
  },
  indexes: {
    byCustomer: customerAccountKey(),
    // the customers on full-auto, for the evening run (autopilot/run.ts); sparse: only full-auto settings
    fullAuto: {
      ...gsiKey("gsi1", ["mode"], ["customerId"]),
      condition: (attr: Record<string, unknown>) => attr.mode === "full",
    },
  },
});

/**
 * The cases' items of the customer's collection "customerAccount", apart from the case entities so that the
 * accounts context reads the collection (accounts/customer-settings.ts) without bundling the cases.
 */
export const caseSettingEntities = {
  caseSetting: CaseSettingEntity,
  caseAllowance: CaseAllowanceEntity,
  autoPilotSetting: AutoPilotSettingEntity,
};

registerEntities(caseSettingEntities);
