import type { RouteGroup } from "../base";
import { accountNumberUpdates } from "../routes/account-number-updates";
import { brregSynchronizationSettings } from "../routes/brreg-synchronization-settings";
import { customerInvoicePayments } from "../routes/billing/customer-invoice-payments";
import { customerInvoices } from "../routes/billing/customer-invoices";
import { customerPlanChanges, customerPlansList } from "../routes/billing/customer-plans-staff";
import { availablePlansRoute, customerPlans, topUps } from "../routes/billing/purchases";
import { referralRoutes } from "../routes/billing/referrals";
import { customers } from "../routes/customers";
import { invitations } from "../routes/invitations";
import { notificationSettings } from "../routes/notification-settings";
import { users } from "../routes/users";

/**
 * The `accounts` function: customers, their users and permissions, invitations, account-number updates, and our
 * invoices to a customer (issue 19: reads of the list and of the stored records; rendering is the jobs'), and a
 * customer's buying: the plans it may choose, its plan, top-ups, its referrals, and staff's side of customers' plans
 * (issue 19), the customer's notification settings (issue 20) and its synchronisation with the company register
 * (issue 21).
 */
export const accountsRoutes: RouteGroup[] = [
  ["/customers", customers],
  ["/invitations", invitations],
  ["/users", users],
  ["/account-number-updates", accountNumberUpdates],
  ["/customer-invoices", customerInvoices],
  // admin: payments of our invoices, by hand or by our bank's OCR file (POST only: no path of the reads')
  ["/customer-invoices", customerInvoicePayments],
  ["/plans/available", availablePlansRoute],
  ["/customer-plans", customerPlans],
  // staff: customers' plans, their report and partner agreements (GET /, POST /get-report: no path of buying's)
  ["/customer-plans", customerPlansList],
  ["/customers", customerPlanChanges],
  ["/top-ups", topUps],
  ["/referrals", referralRoutes],
  ["/notification-settings", notificationSettings],
  ["/brreg-synchronization-settings", brregSynchronizationSettings],
];
