import { useCurrentUser } from "./current-user";

/**
 * The loaded customer and whether the user may change its ledger: reading needs membership (or staff), changes
 * need membership or admin/superadmin, so sales only reads (docs/ledger.md).
 */
export function useLedgerAccess() {
  const { data: user } = useCurrentUser();
  return { customerId: user?.customer?.id ?? "", canChange: !!user && user.type !== "sales" };
}
