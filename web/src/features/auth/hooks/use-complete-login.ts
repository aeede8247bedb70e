import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { sessionFromLogin, setCustomerId, setSession } from "@/lib/session";
import { currentUserKey, currentUserQueryOptions } from "@/lib/current-user";
import type { LoginResult } from "../api/types";
import { postLoginDestination } from "../destination";

/** Store the session, load the user, and answer where to go next. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    async (result: LoginResult, reurl?: string): Promise<string> => {
      queryClient.clear();
      // The refresh token came as an HttpOnly cookie; only the access token is kept, in memory.
      setSession(sessionFromLogin(result.user));
      setCustomerId(result.customer?.id ?? null);
      queryClient.removeQueries({ queryKey: currentUserKey });
      const user = await queryClient.fetchQuery(currentUserQueryOptions());
      const customer = user.customer ?? result.customer;
      if (customer) setCustomerId(customer.id);
      return postLoginDestination(user.type, customer, reurl);
    },
    [queryClient],
  );
}
