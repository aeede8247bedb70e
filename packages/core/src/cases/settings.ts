import "./settings.entity"; // registers the entities named here
import { db } from "../dynamo/db";
import { caseSettingView } from "../accounts/customer-settings";
import type { CaseSettingsView } from "./case-views.schema";
import type { KidAgreement } from "./kid-agreement";
import type { AutoPilotSettingsInput } from "./autopilot/views.schema";
import { autoPilotSettingView, type AutoPilotSettingsView } from "./settings.schema";
import { fieldError } from "../util/error";

/**
 * The customer's case settings: an item of its collection "customerAccount" (docs/architecture.md "Customer
 * settings: one collection"), written here alone. Today the minimum owed amount a case may be started for
 * (SPEC 5); absent, DEFAULT_MINIMUM_OWED_ORE.
 */
export async function getCaseSettings(customerId: string): Promise<CaseSettingsView> {
  const { data } = await db().entities.caseSetting.get({ customerId }).go({ consistent: true });
  return caseSettingView(data);
}

/** Saves the settings; a flag left out keeps what was saved (a client that knows only the amount). */
export async function saveCaseSettings(
  customerId: string,
  input: {
    minimumOwed: number;
    revertStepsOnPayment?: boolean;
    extendHolidayDeadlines?: boolean;
    kidAgreement?: KidAgreement | null;
  },
): Promise<CaseSettingsView> {
  const saved =
    input.revertStepsOnPayment === undefined ||
    input.extendHolidayDeadlines === undefined ||
    input.kidAgreement === undefined
      ? await getCaseSettings(customerId)
      : null;
  const revertStepsOnPayment = input.revertStepsOnPayment ?? saved!.revertStepsOnPayment;
  const extendHolidayDeadlines = input.extendHolidayDeadlines ?? saved!.extendHolidayDeadlines;
  const kid = input.kidAgreement === undefined ? saved!.kidAgreement : input.kidAgreement;
  await db()
    .entities.caseSetting.put({
      customerId,
      minimumOwedOre: input.minimumOwed,
      revertStepsOnPayment,
      extendHolidayDeadlines,
      ...(kid ? { kidLength: kid.length, kidModulus: kid.modulus } : {}),
    })
    .go();
  return getCaseSettings(customerId);
}

/** The customer's auto-pilot setting (docs/auto-pilot.md): off while never saved. */
export async function getAutoPilotSettings(customerId: string): Promise<AutoPilotSettingsView> {
  const { data } = await db().entities.autoPilotSetting.get({ customerId }).go({ consistent: true });
  return autoPilotSettingView(data);
}

/**
 * Saves the auto-pilot setting; a list or start date left out keeps what was saved. A step kind both skipped and a
 * stop is refused (422 on stepBlocks), also when one of the two lists is the saved one.
 */
export async function saveAutoPilotSettings(
  customerId: string,
  input: AutoPilotSettingsInput,
  userId: string,
): Promise<AutoPilotSettingsView> {
  const saved = await getAutoPilotSettings(customerId);
  const next: AutoPilotSettingsView = {
    mode: input.mode,
    startDate: input.startDate === undefined ? saved.startDate : input.startDate,
    excludedSteps: input.excludedSteps ?? saved.excludedSteps,
    stepBlocks: input.stepBlocks ?? saved.stepBlocks,
  };
  if (next.mode === "full" && !next.startDate) throw fieldError("startDate", "autoPilot.startDateRequired");
  if (next.excludedSteps.some((k) => next.stepBlocks.includes(k)))
    throw fieldError("stepBlocks", "autoPilot.excludedAndBlocked");
  await db()
    .entities.autoPilotSetting.put({
      customerId,
      mode: next.mode,
      ...(next.startDate ? { startDate: next.startDate } : {}),
      excludedSteps: next.excludedSteps,
      stepBlocks: next.stepBlocks,
      updatedBy: userId,
    })
    .go();
  return next;
}
