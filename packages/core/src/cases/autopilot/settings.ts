import "../../i18n/cases"; // registers the texts of the keys named here
import "../settings.entity"; // registers the entities named here
import { db } from "../../dynamo/db";
import { fieldError } from "../../util/error";
import { autoPilotSettingView, type AutoPilotSettingsView } from "../settings.schema";
import type { AutoPilotSettingsInput } from "./views.schema";

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
