// The signed-in user's rights on the loaded customer, from the API: GET /v1/user (customer.permission) and, for a
// custom permission type, GET /v1/customers/{id}?expand=customerPermissions. The rules are lib/rights.ts.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { currentUserQueryOptions, useCurrentUser } from "./current-user";
import type { CurrentUser } from "./current-user";
import { customerDetailQuery } from "./customer-api";
import { needsPermissionTypes, rightsOf, type Rights } from "./rights";

function permissionOf(user: CurrentUser): string | null {
  const customer = user.customer;
  if (!customer) return null;
  return customer.permission ?? user.customers.find((c) => c.id === customer.id)?.permission ?? null;
}

/** For guards (beforeLoad): load what is needed and answer the rights. */
export async function loadRights(queryClient: QueryClient): Promise<Rights> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  const permission = permissionOf(user);
  let permissionTypes = null;
  if (user.customer && needsPermissionTypes(user.type, permission)) {
    try {
      permissionTypes = (await queryClient.ensureQueryData(customerDetailQuery(user.customer.id))).customerPermissions;
    } catch {
      permissionTypes = null; // no flags: the API refuses anyway
    }
  }
  return rightsOf({ userType: user.type, permission, permissionTypes });
}

/** For components. `ready` is false while a custom type's flags are still loading. */
export function useRights(): { rights: Rights; ready: boolean } {
  const { data: user } = useCurrentUser();
  const permission = user ? permissionOf(user) : null;
  const needs = !!user?.customer && needsPermissionTypes(user.type, permission);
  const detail = useQuery({ ...customerDetailQuery(user?.customer?.id ?? ""), enabled: needs });
  return {
    rights: rightsOf({
      userType: user?.type,
      permission,
      permissionTypes: detail.data?.customerPermissions,
    }),
    ready: !!user && (!needs || !detail.isPending),
  };
}
