import type { RouteGroup } from "../base";
import { accountNumberUpdates } from "../routes/account-number-updates";
import { customerInvoices } from "../routes/billing/customer-invoices";
import { customers } from "../routes/customers";
import { invitations } from "../routes/invitations";
import { users } from "../routes/users";

/**
 * The `accounts` function: customers, their users and permissions, invitations, account-number updates, and our
 * invoices to a customer (issue 19: reads of the list and of the stored records; rendering is the jobs').
 */
export const accountsRoutes: RouteGroup[] = [
  ["/customers", customers],
  ["/invitations", invitations],
  ["/users", users],
  ["/account-number-updates", accountNumberUpdates],
  ["/customer-invoices", customerInvoices],
];
