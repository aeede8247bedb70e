import type { CurrentUserView } from "@innfri/core/accounts/account-views.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { useSession } from "./session";

/** The signed-in user (GET /v1/user): shared by every area, so it lives in lib, not in a feature. */
export type CurrentUser = CurrentUserView;

export const currentUserKey = ["auth", "current-user"] as const;

export function getCurrentUser(signal?: AbortSignal) {
  return api.get<CurrentUser>("/user", { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    // Route guards and the auth provider decide what a failure means (401 → back to login).
    meta: { skipGlobalErrorHandler: true },
  });
}

/** The signed-in user, once the guards of the current route have loaded it. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: session !== null });
}
