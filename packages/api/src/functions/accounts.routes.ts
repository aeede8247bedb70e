import type { RouteGroup } from "../base";
import { accountNumberUpdates } from "../routes/account-number-updates";
import { customerInvoices } from "../routes/billing/customer-invoices";
import { availablePlansRoute, customerPlans, topUps } from "../routes/billing/purchases";
import { referralRoutes } from "../routes/billing/referrals";
import { customers } from "../routes/customers";
import { invitations } from "../routes/invitations";
import { users } from "../routes/users";

/**
 * The `accounts` function: customers, their users and permissions, invitations, account-number updates, and our
 * invoices to a customer (issue 19: reads of the list and of the stored records; rendering is the jobs'), and a
 * customer's buying: the plans it may choose, its plan, top-ups, its referrals (issue 19).
 */
export const accountsRoutes: RouteGroup[] = [
  ["/customers", customers],
  ["/invitations", invitations],
  ["/users", users],
  ["/account-number-updates", accountNumberUpdates],
  ["/customer-invoices", customerInvoices],
  ["/plans/available", availablePlansRoute],
  ["/customer-plans", customerPlans],
  ["/top-ups", topUps],
  ["/referrals", referralRoutes],
];
