import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { currentUserKey, currentUserQueryOptions } from "@/lib/current-user";
import { setCustomerId } from "@/lib/session";

/** After the loaded customer changed on the server (new customer, set-customer): forget its data, reload the user. */
export function useReloadForCustomer() {
  const queryClient = useQueryClient();
  return useCallback(
    async (customerId: string) => {
      setCustomerId(customerId);
      queryClient.removeQueries({ queryKey: ["customers"] });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      return queryClient.fetchQuery(currentUserQueryOptions());
    },
    [queryClient],
  );
}
