import { VOUCHER_PATHS, type ChangeName, type VoucherPath, type VoucherVerb } from "../i18n/activity";
import type { MessageKey } from "../i18n/messages";

/**
 * An activity-log entry in words: the message key of its route pattern (i18n/activity.ts) and its parameters,
 * `who` (the user's name, resolved by the list) and `target` (the record changed: the path's id, if any). The web
 * translates it with the same catalogue: "Kari Nordmann registrerte en innbetaling" / "... registered a payment".
 */
export interface ActivityDescription {
  key: MessageKey;
  params: { who: string; target: string };
}

/** Route patterns as the log stores them ("POST /v1/customers/:id/logo"), without /v1, in OpenAPI form. */
const CHANGES: Record<string, ChangeName> = {
  "POST /account-number-updates": "accountNumber.request",
  "PUT /account-number-updates/{hash}": "accountNumber.confirm",
  "PUT /brreg-synchronization-settings": "brregSync.save",
  "PUT /company-register/customer": "companyRegister.customer",
  "PUT /company-register/debtors/{id}": "companyRegister.debtor",
  "POST /correction-exports": "correctionExport.create",
  "DELETE /customers/force-delete/{id}": "customer.forceDelete",
  "POST /customers/set-customer": "customer.switch",
  "DELETE /customers/{id}": "customer.remove",
  "PUT /customers/{id}": "customer.update",
  "PUT /customers/{id}/document": "customer.document",
  "PUT /customers/{id}/gdpr-terms": "customer.gdpr",
  "DELETE /customers/{id}/logo": "logo.remove",
  "POST /customers/{id}/logo": "logo.upload",
  "POST /customers/{id}/permissions": "permissionType.create",
  "DELETE /customers/{id}/permissions/{typeId}": "permissionType.remove",
  "PUT /customers/{id}/permissions/{typeId}": "permissionType.update",
  "PUT /customers/{id}/restore": "customer.restore",
  "POST /customers/{id}/users": "member.invite",
  "DELETE /customers/{id}/users/{userId}": "member.remove",
  "PUT /customers/{id}/users/{userId}": "member.update",
  "POST /customers/{id}/users/{userId}/resend": "member.resend",
  "POST /debtors": "debtor.create",
  "DELETE /debtors/{id}": "debtor.remove",
  "PUT /debtors/{id}": "debtor.update",
  "PATCH /debtors/{id}/exclude": "debtor.exclude",
  "POST /debtors/{id}/write-off": "debtor.writeOff",
  "POST /imports": "import.upload",
  "POST /imports/uploaded": "import.upload",
  "POST /imports/{id}/commit": "import.commit",
  "PUT /imports/{id}/mapping": "import.mapping",
  "POST /integration-settings": "integration.save",
  "POST /integration-settings/oauth": "integration.oauth",
  "POST /integration-settings/{id}/connect": "integration.connect",
  "PUT /integration-settings/{id}/company": "integration.company",
  "PUT /integration-settings/{id}/reset": "integration.reset",
  "POST /integration-settings/{id}/import": "integration.sync",
  "POST /integration-settings/{id}/write-offs": "integration.writeOffs",
  "POST /integration-settings/{id}/write-backs/{key}/retry": "integration.retry",
  "POST /interest-calculations/notes": "interestNotes.create",
  "POST /interests": "interestRate.create",
  "DELETE /interests/{from}": "interestRate.remove",
  "PUT /interests/{from}": "interestRate.update",
  "POST /invitations/{token}/accept": "invitation.accept",
  "POST /ledgers/export-statistics": "ledger.exportStatistics",
  "PUT /ledgers/settings": "ledger.settings",
  "DELETE /user/invitations/{customerId}": "invitation.decline",
  "POST /user/invitations/{customerId}/accept": "invitation.accept",
  "POST /reminder-processes": "reminderProcess.create",
  "PUT /reminder-processes/{id}": "reminderProcess.update",
  "DELETE /reminder-processes/{id}": "reminderProcess.remove",
  "POST /users": "user.create",
  "POST /users/export-active-users": "user.exportActive",
  "POST /users/verify-email-change": "user.verifyEmail",
  "PUT /users/{id}": "user.update",
  "DELETE /users/{id}/force": "user.forceDelete",
  "PUT /users/{id}/restore": "user.restore",
  "DELETE /users/{id}/soft": "user.remove",
  "POST /users/{userId}/customers": "customer.create",
  "POST /vouchers/{id}/move": "voucher.move",
  "POST /referrals/{id}/reward": "referral.reward",
};

/** The shared routes of every voucher kind (api/routes/ledger/vouchers.ts), after `/<kind>`. */
const VOUCHER_ROUTES: Record<string, VoucherVerb> = {
  POST: "create",
  "POST /batch": "createBatch",
  "PUT /batch": "updateBatch",
  "PUT /{id}": "update",
  "DELETE /{id}": "remove",
  "PUT /{id}/restore": "restore",
  "POST /{id}/apply": "apply",
  "POST /{id}/split": "split",
};

/** "POST /v1/customers/:id/logo" → "POST /customers/{id}/logo". */
export const patternOf = (route: string) =>
  route
    .replace(" /v1/", " /")
    .replace(/\/$/, "")
    .replace(/:([A-Za-z]+)/g, "{$1}");

/** The message key of a stored route ("activity.other" for a route no text describes yet). */
export function activityKey(route: string): MessageKey {
  const pattern = patternOf(route);
  const change = CHANGES[pattern];
  if (change) return `activity.${change}`;
  const m = /^(\w+) \/([a-z-]+)(.*)$/.exec(pattern);
  if (m && (VOUCHER_PATHS as string[]).includes(m[2]!)) {
    const verb = VOUCHER_ROUTES[m[3] ? `${m[1]} ${m[3]}` : m[1]!];
    if (verb) return `activity.${m[2] as VoucherPath}.${verb}`;
  }
  return "activity.other";
}

export function describeActivity(route: string, who: string, targetId: string | null): ActivityDescription {
  return { key: activityKey(route), params: { who, target: targetId ?? "" } };
}
