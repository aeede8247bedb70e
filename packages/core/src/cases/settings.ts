import "./settings.entity"; // registers the entities named here
import { db } from "../dynamo/db";
import { sharedRead } from "../util/shared-reads";
import { caseSettingView } from "../accounts/customer-settings";
import type { CaseSettingsView } from "./case-views.schema";
import type { KidAgreement } from "./kid-agreement";

/**
 * The customer's case settings: an item of its collection "customerAccount" (docs/architecture.md "Customer
 * settings: one collection"), written here alone. Today the minimum owed amount a case may be started for
 * (SPEC 5); absent, DEFAULT_MINIMUM_OWED_ORE.
 */
export async function getCaseSettings(customerId: string): Promise<CaseSettingsView> {
  const { data } = await db().entities.caseSetting.get({ customerId }).go({ consistent: true });
  return caseSettingView(data);
}

/**
 * The settings as a step reads them: once for all the items of a batch (util/shared-reads.ts), else as
 * `getCaseSettings`. Never for a read-before-write (a save merges with `getCaseSettings`).
 */
export const sharedCaseSettings = (customerId: string): Promise<CaseSettingsView> =>
  sharedRead(`case-settings:${customerId}`, () => getCaseSettings(customerId));

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
