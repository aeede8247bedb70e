import type { RouteGroup } from "../base";
import { accountNumberUpdates } from "../routes/account-number-updates";
import { customers } from "../routes/customers";
import { invitations } from "../routes/invitations";
import { users } from "../routes/users";

/** The `accounts` function: customers, their users and permissions, invitations, account-number updates. */
export const accountsRoutes: RouteGroup[] = [
  ["/customers", customers],
  ["/invitations", invitations],
  ["/users", users],
  ["/account-number-updates", accountNumberUpdates],
];
