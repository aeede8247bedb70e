import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { clearSession, getSession } from "@/lib/session";
import { logoutRequest } from "../api/auth";

/**
 * Forget the session here first, then revoke it on the server (best effort). In that order nothing on the page
 * (a refresh, the realtime socket) can start using a token that the server is about to revoke.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const session = getSession();
    clearSession();
    queryClient.clear();
    if (session) {
      try {
        await logoutRequest(session.accessToken);
      } catch {
        // already expired or offline: signing out locally is what matters
      }
    }
  }, [queryClient]);
}
